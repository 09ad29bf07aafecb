import { Typography } from 'antd';

/** Stands in for a screen until the issue that builds it. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">The {title} screen arrives with its issue.</Typography.Paragraph>
    </>
  );
}
