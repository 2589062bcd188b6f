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
} from "~/features/admin/resources.server";
export { listPages, addPages, movePage, deletePage, MAX_PAGES_PER_UPLOAD, type DocumentPage } from "~/features/admin/documents.server";
export {
  searchUsers,
  getUserForAdmin,
  setVerifiedTrader,
  setSuspended,
  setAdExpiry,
  USERS_PAGE_SIZE,
  type AdminUserRow,
  type AdminUserDetail,
} from "~/features/admin/users.server";
export { dashboardFigures, type DashboardFigures } from "~/features/admin/dashboard.server";
export { listFeaturedAds, setFeaturedUntil, runJobsNow, type FeaturedAd } from "~/features/admin/featured.server";
export { listAudit, type AuditRow } from "~/server/audit.server";
export { listRecentOrders, type AdminOrderView } from "~/features/paid-reach/queries.server";
