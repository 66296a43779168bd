import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { z } from 'zod';
import { dashboardKeys } from './keys';

const one = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema).transform((a) => a[0] ?? null)]).nullable();

const applicationSchema = z.object({
  id: z.string(),
  status: z.string(),
  created_at: z.string(),
  deal: one(z.object({ title: z.string(), compensation_amount: z.coerce.number().nullable(), brand: one(z.object({ name: z.string() })).optional() })).optional(),
});
export type DashboardApplication = z.infer<typeof applicationSchema>;

/** The signed-in athlete's or creator's own applications, newest first. */
export function useMyApplications(userId: string, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.applications(userId),
    enabled,
    queryFn: async () => {
      const client = await getSupabase();
      const { data, error } = await client
        .from('applications')
        .select('id, status, created_at, deal:deals(title, compensation_amount, brand:brands(name))')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(20);
      if (error) throw error;
      return z.array(applicationSchema).parse(data ?? []);
    },
  });
}

const dealSchema = z.object({
  id: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  compensation_amount: z.coerce.number().nullable(),
  application_deadline: z.string().nullable(),
});
export type DashboardDeal = z.infer<typeof dealSchema>;

/** The deals of the brands the user owns. */
export function useMyBrandDeals(userId: string, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.brandDeals(userId),
    enabled,
    queryFn: async () => {
      const client = await getSupabase();
      const brands = await client.from('brands').select('id, name, verified').eq('owner_id', userId);
      if (brands.error) throw brands.error;
      const parsed = z.array(z.object({ id: z.string(), name: z.string(), verified: z.boolean() })).parse(brands.data ?? []);
      if (parsed.length === 0) return { brands: parsed, deals: [] as DashboardDeal[] };
      const deals = await client
        .from('deals')
        .select('id, title, is_active, compensation_amount, application_deadline')
        .in('brand_id', parsed.map((b) => b.id))
        .order('created_at', { ascending: false })
        .limit(20);
      if (deals.error) throw deals.error;
      return { brands: parsed, deals: z.array(dealSchema).parse(deals.data ?? []) };
    },
  });
}

const clientSchema = z.object({ id: z.string(), client_name: z.string(), client_type: z.string(), status: z.string() });
export type AgencyClient = z.infer<typeof clientSchema>;

export function useAgencyClients(userId: string, enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.agencyClients(userId),
    enabled,
    queryFn: async () => {
      const client = await getSupabase();
      const { data, error } = await client
        .from('agency_clients')
        .select('id, client_name, client_type, status')
        .eq('agency_id', userId)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return z.array(clientSchema).parse(data ?? []);
    },
  });
}

const COUNTED = [
  { table: 'profiles', label: 'Users' },
  { table: 'deals', label: 'Deals' },
  { table: 'applications', label: 'Applications' },
  { table: 'community_posts', label: 'Community posts' },
] as const;

/** Platform-wide counts for the admin dashboard (RLS lets admins count every row). */
export function usePlatformCounts(enabled = true) {
  return useQuery({
    queryKey: dashboardKeys.platformCounts(),
    enabled,
    queryFn: async () => {
      const client = await getSupabase();
      return Promise.all(
        COUNTED.map(async ({ table, label }) => {
          const { count, error } = await client.from(table).select('*', { count: 'exact', head: true });
          if (error) throw error;
          return { label, count: count ?? 0 };
        }),
      );
    },
  });
}

const eventSchema = z.object({ id: z.string(), title: z.string(), start_date: z.string(), location: z.string().nullable(), is_virtual: z.boolean() });
export type UpcomingEvent = z.infer<typeof eventSchema>;

export function useUpcomingEvents() {
  return useQuery({
    queryKey: dashboardKeys.upcomingEvents(),
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      const client = await getSupabase();
      const { data, error } = await client
        .from('events')
        .select('id, title, start_date, location, is_virtual')
        .gte('start_date', new Date().toISOString())
        .order('start_date', { ascending: true })
        .limit(5);
      if (error) throw error;
      return z.array(eventSchema).parse(data ?? []);
    },
  });
}
