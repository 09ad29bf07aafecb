import { Link } from 'react-router-dom';
import { Notice, TextField } from '../../shared/public-page/fields';
import { PublicPage } from '../../shared/public-page/public-page';
import { LOGIN_MESSAGES } from './messages';
import { useLogin } from './use-login';

export function LoginPage() {
  const { submit, isLoading, fieldErrors, error } = useLogin();
  return (
    <PublicPage title={LOGIN_MESSAGES.title} subtitle={LOGIN_MESSAGES.subtitle}>
      {error && <Notice tone="error">{error}</Notice>}
      <form onSubmit={submit} noValidate>
        <TextField
          label={LOGIN_MESSAGES.email}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          error={fieldErrors.email}
        />
        <TextField
          label={LOGIN_MESSAGES.password}
          name="password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.password}
        />
        <div className="pp-row">
          <Link className="pp-link" to="/forgot_password">
            {LOGIN_MESSAGES.forgotPassword}
          </Link>
        </div>
        <button className="pp-button" type="submit" disabled={isLoading}>
          {isLoading ? LOGIN_MESSAGES.submitting : LOGIN_MESSAGES.submit}
        </button>
      </form>
    </PublicPage>
  );
}
