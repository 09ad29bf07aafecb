import { Flex, Spin } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

export function PageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" />
    </Flex>
  );
}

/** What a screen shows while its code loads: the frame gives the screen's heading over a skeleton. */
export const PageFallback = createContext<ReactNode>(null);

export function PageLoading() {
  return useContext(PageFallback) ?? <PageSpinner />;
}
