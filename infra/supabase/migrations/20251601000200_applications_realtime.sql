-- My Applications updates live when a brand decides: applications join the realtime publication.
-- Row-level security still decides who receives a change (the applicant and the deal's brand owner).
alter publication supabase_realtime add table public.applications;
