import { Flex, Spin } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// apexcharts is ~300 KB gzipped: it loads with the first chart, not with the remote.
const ReactApexChart = lazy(() => import('react-apexcharts'));

export function LazyChart(props: ComponentProps<typeof ReactApexChart>) {
  return (
    <Suspense
      fallback={
        <Flex justify="center" align="center" style={{ height: props.height }}>
          <Spin />
        </Flex>
      }
    >
      <ReactApexChart {...props} />
    </Suspense>
  );
}
