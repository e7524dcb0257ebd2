import { useNavigate } from 'react-router';
import { ForgotForm } from './ForgotForm';

export function ForgotPage() {
  const navigate = useNavigate();
  return <ForgotForm onReturnToLogin={() => navigate('/login')} />;
}
