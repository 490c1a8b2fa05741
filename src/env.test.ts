import { describe, expect, it } from 'vitest';
import { CONFIG_NAMES, ConfigError, parseEnv } from './env';

function failure(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
}

describe('parseEnv', () => {
  it('runs with no configuration on the embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STORAGE).toBe('local');
    expect(env.NODE_ENV).toBe('development');
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives SITE_URL from PORT', () => {
    expect(parseEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
  });

  it('keeps an explicit SITE_URL without its trailing slash', () => {
    expect(parseEnv({ SITE_URL: 'https://elenamarsh.studio/' }).SITE_URL).toBe(
      'https://elenamarsh.studio',
    );
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SITE_URL: '  ', SMTP_URL: '', ADMIN_EMAIL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('accepts a full production configuration', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '443',
      DATA_DIR: '/var/lib/studio',
      DATABASE_URL: 'postgresql://studio:secret@db.internal:5432/studio',
      SITE_URL: 'https://elenamarsh.studio',
      AUTH_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'hello@elenamarsh.studio',
      ADMIN_PASSWORD: 'correct horse battery staple',
      OWNER_EMAIL: 'hello@elenamarsh.studio',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Elena Marsh <hello@elenamarsh.studio>',
      STORAGE: 's3',
      S3_BUCKET: 'studio-media',
      S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com',
      S3_REGION: 'eu-west-2',
      S3_PUBLIC_URL: 'https://media.elenamarsh.studio',
    });
    expect(env).toMatchObject({ PORT: 443, STORAGE: 's3', S3_BUCKET: 'studio-media' });
    expect(env.DATABASE_URL).toBe('postgresql://studio:secret@db.internal:5432/studio');
  });

  it('trusts no client-address header unless one is named, and names it in lower case', () => {
    expect(parseEnv({}).TRUSTED_IP_HEADER).toBeUndefined();
    expect(parseEnv({ TRUSTED_IP_HEADER: '  ' }).TRUSTED_IP_HEADER).toBeUndefined();
    expect(parseEnv({ TRUSTED_IP_HEADER: ' X-Real-IP ' }).TRUSTED_IP_HEADER).toBe('x-real-ip');
    expect(parseEnv({ TRUSTED_IP_HEADER: 'CF-Connecting-IP' }).TRUSTED_IP_HEADER).toBe(
      'cf-connecting-ip',
    );
    expect(parseEnv({ TRUSTED_IP_HEADER: 'Fly_Client.IP' }).TRUSTED_IP_HEADER).toBe(
      'fly_client.ip',
    );
  });

  it('keeps spam 30 days unless SPAM_RETENTION_DAYS says otherwise', () => {
    expect(parseEnv({}).SPAM_RETENTION_DAYS).toBe(30);
    expect(parseEnv({ SPAM_RETENTION_DAYS: '7' }).SPAM_RETENTION_DAYS).toBe(7);
  });

  it('requires two-factor sign-in of admins only when REQUIRE_ADMIN_2FA is true or 1', () => {
    expect(parseEnv({}).REQUIRE_ADMIN_2FA).toBe(false);
    expect(parseEnv({ REQUIRE_ADMIN_2FA: '' }).REQUIRE_ADMIN_2FA).toBe(false);
    expect(parseEnv({ REQUIRE_ADMIN_2FA: 'false' }).REQUIRE_ADMIN_2FA).toBe(false);
    expect(parseEnv({ REQUIRE_ADMIN_2FA: '0' }).REQUIRE_ADMIN_2FA).toBe(false);
    expect(parseEnv({ REQUIRE_ADMIN_2FA: 'true' }).REQUIRE_ADMIN_2FA).toBe(true);
    expect(parseEnv({ REQUIRE_ADMIN_2FA: '1' }).REQUIRE_ADMIN_2FA).toBe(true);
  });

  const bad: Array<[variable: string, source: Record<string, string>]> = [
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '30.5' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DATA_DIR', { DATA_DIR: '   ' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/studio' }],
    ['SITE_URL', { SITE_URL: 'elenamarsh.studio' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'secret1' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'hello@elenamarsh.studio', ADMIN_PASSWORD: '12345' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'hello@elenamarsh.studio' }],
    ['OWNER_EMAIL', { OWNER_EMAIL: 'owner at example' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['STORAGE', { STORAGE: 'ftp' }],
    ['S3_BUCKET', { STORAGE: 's3' }],
    ['S3_ENDPOINT', { S3_ENDPOINT: 'not a url' }],
    ['S3_PUBLIC_URL', { S3_PUBLIC_URL: 'cdn' }],
    ['TRUSTED_IP_HEADER', { TRUSTED_IP_HEADER: 'X Real IP' }],
    ['TRUSTED_IP_HEADER', { TRUSTED_IP_HEADER: 'X-Real-IP:' }],
    ['TRUSTED_IP_HEADER', { TRUSTED_IP_HEADER: 'x-real-ip,x-forwarded-for' }],
    ['TRUSTED_IP_HEADER', { TRUSTED_IP_HEADER: 'X-Réal-IP' }],
    ['REQUIRE_ADMIN_2FA', { REQUIRE_ADMIN_2FA: 'yes' }],
    ['REQUIRE_ADMIN_2FA', { REQUIRE_ADMIN_2FA: 'TRUE' }],
    ['REQUIRE_ADMIN_2FA', { REQUIRE_ADMIN_2FA: '2' }],
    ['BACKUP_SCHEDULE', { BACKUP_SCHEDULE: 'nightly' }],
    ['BACKUP_SCHEDULE', { BACKUP_SCHEDULE: '0h' }],
    ['BACKUP_SCHEDULE', { BACKUP_SCHEDULE: '1.5h' }],
    ['BACKUP_KEEP', { BACKUP_KEEP: '0' }],
    ['BACKUP_KEEP', { BACKUP_KEEP: 'seven' }],
    ['BACKUP_KEEP', { BACKUP_KEEP: '2.5' }],
    ['SPAM_RETENTION_DAYS', { SPAM_RETENTION_DAYS: '0' }],
    ['SPAM_RETENTION_DAYS', { SPAM_RETENTION_DAYS: 'a month' }],
    ['SPAM_RETENTION_DAYS', { SPAM_RETENTION_DAYS: '1.5' }],
    ['SPAM_RETENTION_DAYS', { SPAM_RETENTION_DAYS: '99999' }],
  ];

  it.each(bad)('refuses a bad %s with one line naming it (%j)', (variable, source) => {
    const message = failure(source);
    expect(message).not.toContain('\n');
    expect(message).toMatch(new RegExp(`\\b${variable}\\b`));
    expect(message.length).toBeLessThan(200);
  });

  it.each([
    [undefined, 24],
    ['', 24],
    ['hourly', 1],
    ['Weekly', 168],
    ['12h', 12],
    ['3d', 72],
  ])('reads BACKUP_SCHEDULE=%j as every %i hours', (value, hours) => {
    expect(parseEnv({ BACKUP_SCHEDULE: value }).BACKUP_SCHEDULE).toBe(hours * 60 * 60_000);
  });

  it('turns automatic backups off with BACKUP_SCHEDULE=off and keeps 7 by default', () => {
    expect(parseEnv({ BACKUP_SCHEDULE: 'off' }).BACKUP_SCHEDULE).toBeNull();
    expect(parseEnv({}).BACKUP_KEEP).toBe(7);
    expect(parseEnv({ BACKUP_KEEP: '30' }).BACKUP_KEEP).toBe(30);
  });
});

describe('CONFIG_NAMES', () => {
  it('names every variable the configuration reads, and nothing else', () => {
    expect(CONFIG_NAMES).toEqual(expect.arrayContaining(['SITE_URL', 'DATA_DIR', 'STORAGE']));
    const parsed = parseEnv({});
    for (const name of Object.keys(parsed)) expect(CONFIG_NAMES).toContain(name);
    expect(CONFIG_NAMES).not.toContain('HOME');
  });
});
