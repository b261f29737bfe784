import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './responses/notifications';
import {
  LOAN_ACTION_NOTICES,
  NOTICE_CATALOG,
  noticeAudience,
  recipientPermissions,
  renderNotice,
  type NoticeKey,
} from './notificationCatalog';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES } from './permissions';

const keys = Object.keys(NOTICE_CATALOG) as NoticeKey[];

describe('notification catalog', () => {
  it('renders Spanish texts with their parameters; HR notices say "por", like the seed', () => {
    expect(renderNotice('loan_requested', { employeeName: 'María Pérez', amount: '6000' })).toEqual({
      type: 'loan_request',
      resourceType: 'loan',
      recipients: [{ permission: 'manage_credits' }],
      title: 'Nueva solicitud de préstamo',
      message: 'María Pérez solicitó un préstamo por $6,000.00.',
    });
    expect(
      renderNotice('insurance_requested', { employeeName: 'Ana', amount: '1234.5', insuranceType: 'life' }).message,
    ).toBe('Ana solicitó un seguro de vida con póliza por $1,234.50.');
    expect(renderNotice('company_linked', { companyName: 'Industrias del Bajío' }).title).toBe(
      'Bienvenido a Industrias del Bajío',
    );
  });

  it('chooses recipients by permission names that exist, never by role name', () => {
    for (const key of keys) {
      for (const r of NOTICE_CATALOG[key].recipients) {
        if (r === 'subject') continue;
        expect(PERMISSION_NAMES).toContain(r.permission);
      }
    }
  });

  it('sends 03 §3 HR notices to holders of manage_credits and treasury notices to holders of manage_treasury', () => {
    const hrPerms = DEFAULT_ROLE_PERMISSIONS.hr;
    const treasuryPerms = DEFAULT_ROLE_PERMISSIONS.treasury;
    const reaches = (key: NoticeKey, perms: readonly string[]) =>
      recipientPermissions(NOTICE_CATALOG[key].recipients).some((p) => perms.includes(p));
    for (const key of [
      'loan_requested',
      'insurance_requested',
      'counter_offer_accepted',
      'counter_offer_rejected',
      'deposit_error',
      'documentation_completed',
    ] as const) {
      expect(reaches(key, hrPerms)).toBe(true);
    }
    for (const key of [
      'loan_ready_for_deposit',
      'counter_offer_ready_for_deposit',
      'documentation_completed',
      'employee_terminated',
    ] as const) {
      expect(reaches(key, treasuryPerms)).toBe(true);
    }
    // An employee never receives staff notices.
    for (const key of keys) expect(reaches(key, DEFAULT_ROLE_PERMISSIONS.employee)).toBe(false);
  });

  it('has a notice for every notification type', () => {
    const types = new Set(keys.map((k) => NOTICE_CATALOG[k].type));
    for (const type of NOTIFICATION_TYPES) expect(types.has(type)).toBe(true);
  });

  it('maps the 03 §3 actions to their notification types and recipients', () => {
    const summary = Object.fromEntries(
      Object.entries(LOAN_ACTION_NOTICES).map(([action, notices]) => [
        action,
        notices!.map((k) => {
          const recipients = NOTICE_CATALOG[k].recipients.map((r) => (r === 'subject' ? 'employee' : r.permission));
          return `${NOTICE_CATALOG[k].type}→${recipients.join('+')}`;
        }),
      ]),
    );
    expect(summary).toEqual({
      apply: ['loan_request→manage_credits'],
      approve: ['loan_status_change→employee', 'loan_approved_accepted→manage_treasury'],
      reject: ['loan_rejected→employee'],
      counter_offer: ['loan_status_change→employee'],
      // 03 §3: an HR edit is offered like a counter offer, and the employee is told.
      edit: ['loan_status_change→employee'],
      accept_counter_offer: ['loan_counter_response→manage_credits', 'loan_approved_accepted→manage_treasury'],
      reject_counter_offer: ['loan_counter_response→manage_credits'],
      confirm: ['loan_status_change→employee'],
      report_error: ['loan_confirmed_error→manage_credits'],
      notify_employee: ['loan_employee_notified→employee'],
      release_error: ['loan_error_released→manage_treasury+manage_credits'],
    });
  });

  it('trims titles to the column size', () => {
    expect(renderNotice('company_linked', { companyName: 'x'.repeat(300) }).title).toHaveLength(200);
  });

  it('addresses each notification type either to its subject or to staff by permission, never both', () => {
    for (const type of NOTIFICATION_TYPES) {
      const specs = keys.map((k) => NOTICE_CATALOG[k]).filter((s) => s.type === type);
      const toSubject = specs.some((s) => s.recipients.includes('subject'));
      const toStaff = specs.some((s) => s.recipients.some((r) => r !== 'subject'));
      expect(toSubject && toStaff, type).toBe(false);
      expect(noticeAudience(type), type).toBe(toSubject ? 'subject' : 'staff');
    }
    expect(noticeAudience('loan_status_change')).toBe('subject');
    expect(noticeAudience('employee_registration_invite')).toBe('subject');
    expect(noticeAudience('loan_request')).toBe('staff');
    expect(noticeAudience('loan_approved_accepted')).toBe('staff');
  });
});
