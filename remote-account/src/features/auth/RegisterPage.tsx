import { CodeForm } from './CodeForm';

export default function RegisterPage() {
  return <CodeForm scene="register" />;
}
