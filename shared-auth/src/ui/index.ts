// antd pieces the remotes share. Kept off the main entry so the sign-in page never loads antd.
export { NoticeBanner, type Notice } from './notice-banner';
