// serverless.yml's CORS origins: SITE_ORIGINS (comma-separated), the same list the functions check return URLs against.
module.exports = () => (process.env.SITE_ORIGINS || 'http://localhost:3000').split(',').map((o) => o.trim()).filter(Boolean);
