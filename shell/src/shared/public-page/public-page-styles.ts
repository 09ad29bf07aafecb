import { BRAND_COLOR } from '../theme';

// The sign-in pages stay free of antd (its JS alone is ~450 KB gzip): this small sheet styles them.
export const PUBLIC_PAGE_CSS = `
.pp { min-height: 100vh; display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); background: #f3f5f9; }
.pp-brand { background: linear-gradient(140deg, ${BRAND_COLOR} 0%, #0f2463 100%); color: #fff; padding: 48px 56px;
  display: flex; flex-direction: column; justify-content: space-between; gap: 32px; }
.pp-product { display: flex; align-items: center; gap: 12px; font-size: 18px; font-weight: 600; }
.pp-mark { width: 36px; height: 36px; border-radius: 9px; background: rgba(255,255,255,.16); display: grid; place-items: center; }
.pp-brand h1 { font-size: 34px; line-height: 1.2; margin: 0 0 16px; font-weight: 700; max-width: 460px; }
.pp-brand p { margin: 0; font-size: 16px; line-height: 1.6; color: rgba(255,255,255,.82); max-width: 480px; }
.pp-features { list-style: none; padding: 0; margin: 28px 0 0; display: grid; gap: 12px; }
.pp-features li { display: flex; gap: 10px; align-items: center; color: rgba(255,255,255,.9); }
.pp-features li::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #7dd3fc; flex: none; }
.pp-legal { font-size: 13px; color: rgba(255,255,255,.6); }
.pp-main { display: flex; align-items: center; justify-content: center; padding: 40px 20px; }
.pp-card { width: 100%; max-width: 400px; background: #fff; border-radius: 14px; padding: 36px 32px;
  box-shadow: 0 1px 2px rgba(16,24,40,.05), 0 12px 32px rgba(16,24,40,.08); }
.pp-company { display: flex; align-items: center; gap: 10px; min-height: 40px; margin-bottom: 20px; font-weight: 600; color: #344054; }
.pp-company img { max-height: 40px; max-width: 200px; object-fit: contain; }
.pp-title { font-size: 24px; margin: 0 0 6px; color: #101828; }
.pp-subtitle { color: #667085; margin: 0 0 24px; font-size: 14px; line-height: 1.5; }
.pp-field { display: block; margin-bottom: 18px; }
.pp-label { display: block; font-size: 14px; font-weight: 500; margin-bottom: 6px; color: #344054; }
.pp-input { width: 100%; box-sizing: border-box; height: 42px; padding: 0 12px; font: inherit; font-size: 15px;
  border: 1px solid #d0d5dd; border-radius: 8px; transition: border-color .15s, box-shadow .15s; }
.pp-input:focus { outline: none; border-color: ${BRAND_COLOR}; box-shadow: 0 0 0 3px rgba(29,63,168,.15); }
.pp-input[aria-invalid='true'] { border-color: #d92d20; }
.pp-field-error { display: block; color: #d92d20; font-size: 13px; margin-top: 6px; }
.pp-button { width: 100%; height: 44px; border: 0; border-radius: 8px; background: ${BRAND_COLOR}; color: #fff;
  font: inherit; font-weight: 600; letter-spacing: .04em; cursor: pointer; transition: background .15s; }
.pp-button:hover { background: #17348c; }
.pp-button:disabled { opacity: .7; cursor: progress; }
.pp-button--secondary { background: #fff; color: #344054; border: 1px solid #d0d5dd; margin-top: 12px; }
.pp-button--secondary:hover { background: #f9fafb; }
.pp-link { color: ${BRAND_COLOR}; text-decoration: none; font-weight: 500; }
.pp-link:hover { text-decoration: underline; }
.pp-language { display: flex; align-items: center; justify-content: flex-end; gap: 8px; margin: -12px 0 8px;
  font-size: 14px; color: #344054; }
.pp-language select { height: 44px; font: inherit; font-size: 14px; border: 1px solid #d0d5dd; border-radius: 8px;
  padding: 0 8px; background: #fff; color: #344054; }
.pp-row { display: flex; justify-content: flex-end; margin: -6px 0 22px; font-size: 14px; }
.pp-notice { padding: 12px 14px; border-radius: 8px; font-size: 14px; line-height: 1.5; margin-bottom: 20px; border: 1px solid; }
.pp-notice--error { background: #fef3f2; border-color: #fecdca; color: #b42318; }
.pp-notice--success { background: #ecfdf3; border-color: #abefc6; color: #067647; }
.pp-notice--info { background: #eff4ff; border-color: #c7d7fe; color: ${BRAND_COLOR}; }
@media (max-width: 860px) {
  .pp { grid-template-columns: 1fr; grid-template-rows: auto 1fr; }
  .pp-brand { padding: 24px; }
  .pp-brand h1 { font-size: 24px; }
  .pp-features, .pp-legal { display: none; }
}
@media (max-width: 600px) {
  .pp-brand { padding: 16px 20px; gap: 12px; }
  .pp-brand h1 { font-size: 19px; margin-bottom: 6px; }
  .pp-brand p { font-size: 14px; line-height: 1.5; }
  .pp-main { padding: 16px 12px 24px; align-items: flex-start; }
  .pp-card { padding: 24px 20px; }
  /* 16 px keeps phones from zooming into a field on focus. */
  .pp-input { font-size: 16px; height: 44px; }
}
`;
