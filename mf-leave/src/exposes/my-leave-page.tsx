import { MyLeavePage } from '../features/my-leave/my-leave-page';

export default MyLeavePage;
