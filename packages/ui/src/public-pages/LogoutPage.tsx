import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../auth/session';
import { t } from '../i18n';
import { Waiting } from './Waiting';

/** /logout: revokes the session, then goes to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <Waiting mih="40vh" text={t('pages.loggingOut')} />;
}
