export const NOT_FOUND_MESSAGES = {
  title: '404 - Page Not Found',
  subtitle: 'The page you are looking for does not exist or has been moved.',
  home: 'Back to Home',
} as const;
