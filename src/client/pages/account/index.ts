export { ChangePasswordPage } from './change-password-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { JoinPage } from './join-page';
export { ResetPasswordPage } from './reset-password-page';
export { WaitingListPage } from './waiting-list-page';
