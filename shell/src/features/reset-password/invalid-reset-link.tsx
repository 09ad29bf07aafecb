import { Link } from 'react-router-dom';
import { PublicPage } from '../../shared/public-page/public-page';
import { RESET_PASSWORD_MESSAGES as TEXT } from './messages';

export function InvalidResetLink() {
  return (
    <PublicPage title={TEXT.invalidLinkTitle}>
      <p className="pp-subtitle">
        {TEXT.invalidLinkBefore}
        <Link className="pp-link" to="/forgot_password">
          {TEXT.invalidLinkAction}
        </Link>
        .
      </p>
      <Link className="pp-link" to="/login">
        {TEXT.backToLogin}
      </Link>
    </PublicPage>
  );
}
