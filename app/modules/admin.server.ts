// The admin area's domain code, in one place for the routes: content records,
// document pages, people, the dashboard, special ads and the audit log.
export {
  listRecords,
  getRecord,
  parentChain,
  saveRecord,
  deleteRecord,
  type Row,
  type Actor,
  type SaveResult,
  type DeleteResult,
} from "~/modules/admin/resources.server";
export { listPages, addPages, movePage, deletePage, MAX_PAGES_PER_UPLOAD, type DocumentPage } from "~/modules/admin/documents.server";
export {
  searchUsers,
  getUserForAdmin,
  setVerifiedTrader,
  setSuspended,
  setAdExpiry,
  USERS_PAGE_SIZE,
  type AdminUserRow,
  type AdminUserDetail,
} from "~/modules/admin/users.server";
export { dashboardFigures, type DashboardFigures } from "~/modules/admin/dashboard.server";
export { listFeaturedAds, setFeaturedUntil, runJobsNow, type FeaturedAd } from "~/modules/admin/featured.server";
export { listAudit, type AuditRow } from "~/modules/audit.server";
export { listRecentOrders, type AdminOrderView } from "~/modules/payments.server";
