import { useState } from 'react';
import { useSearchParams } from '@h5/shared/router';
import { INVITE_PARAM } from '@h5/shared/routes/invite';
import { useAuthStore } from './authStore';
import { CodeForm } from './CodeForm';

export default function RegisterPage() {
  const [search] = useSearchParams();
  const linked = search.get(INVITE_PARAM)?.trim();
  // A friend's link fills the code in; the auth store keeps it through a trip to login or the language page.
  useState(() => {
    if (linked) useAuthStore.setState({ inviteCode: linked.toUpperCase() });
  });
  return <CodeForm scene="register" />;
}
