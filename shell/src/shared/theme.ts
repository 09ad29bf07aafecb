/** The one brand colour: antd's primary colour and the public pages' accent. */
export const BRAND_COLOR = '#1d3fa8';
export const PRODUCT_NAME = 'Attendance & Leave';
