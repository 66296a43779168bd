import { setRuntimeConfig, useToastStore } from 'shared-ui';
import { reportIssue } from './support';

describe('Report Issue', () => {
  it('shows the support toast for 6 s; Email Support opens a mail draft with subject Issue Report', () => {
    setRuntimeConfig({
      supabaseUrl: 'http://127.0.0.1:1',
      supabaseAnonKey: 'k',
      functionsUrl: 'http://127.0.0.1:2',
      academyUrl: 'https://academy.example',
      supportEmail: 'help@example.com',
      environment: 'test',
      webVitalsSampleRate: 0,
    });
    const open = jest.fn();
    reportIssue(open);
    const item = useToastStore.getState().toasts[0]!;
    expect(item).toMatchObject({ type: 'info', title: 'Need help? Contact our support team', duration: 6000 });
    expect(item.action?.label).toBe('Email Support');
    item.action!.onClick();
    expect(open).toHaveBeenCalledWith('mailto:help@example.com?subject=Issue%20Report');
  });
});
