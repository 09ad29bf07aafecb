import { Link, useNavigate } from 'react-router-dom';
import { PublicPage } from '../../shared/public-page/public-page';
import { RESET_PASSWORD_MESSAGES as TEXT } from './messages';

export function InvalidResetLink() {
  const navigate = useNavigate();
  return (
    <PublicPage title={TEXT.invalidLinkTitle}>
      <p className="pp-subtitle">
        {TEXT.invalidLinkBefore}
        <Link className="pp-link" to="/forgot_password">
          {TEXT.invalidLinkAction}
        </Link>
        .
      </p>
      {/* A full-width button as on the other public screens: a finger-sized target on a phone. */}
      <button className="pp-button pp-button--secondary" type="button" onClick={() => navigate('/login')}>
        {TEXT.backToLogin}
      </button>
    </PublicPage>
  );
}
