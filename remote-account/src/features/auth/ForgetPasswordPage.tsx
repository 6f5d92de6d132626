import { CodeForm } from './CodeForm';

export default function ForgetPasswordPage() {
  return <CodeForm scene="forget" />;
}
