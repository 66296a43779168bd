/**
 * `shared-ui/reports`: "Report" for posts, comments, deals and profiles (a reason from the list and a note, one
 * report per user and item), feeding the admin's moderation queue. A subpath of its own so the shell's first
 * load does not carry it; it holds no state (the query client, auth store and toasts are the main entry's).
 */
export { ReportButton, type ReportButtonProps } from './ReportButton';
export { ReportDialog, type ReportDialogProps } from './ReportDialog';
export { createReport, useReportCreateMutation, reportInputSchema, ALREADY_REPORTED, type ReportInput } from './report-create-mutation';
export { REPORT_REASONS, REPORT_REASON_LABELS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType } from './reasons';
