import { runMigrations, type Database, type Migration } from '@mindset/service-kit';

/** Append-only: a released migration is never edited, a change is a new entry. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001_accounts',
    sql: `
      CREATE TABLE members (
        id text PRIMARY KEY,
        username text NOT NULL UNIQUE,
        name text NOT NULL,
        email text NOT NULL,
        -- NULL for the sample members: they are shown to everyone but nobody signs in as them.
        password_hash text,
        goals text NOT NULL DEFAULT '',
        bio text NOT NULL DEFAULT '',
        website text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        avatar_file text,
        verified boolean NOT NULL DEFAULT false,
        is_sample boolean NOT NULL DEFAULT false,
        is_private boolean NOT NULL DEFAULT false,
        privacy jsonb NOT NULL DEFAULT '{}'::jsonb,
        notifications jsonb NOT NULL DEFAULT '{}'::jsonb,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated', 'deleted')),
        status_changed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX members_email_key ON members (lower(email));

      -- The cookie holds a random id and only its SHA-256 is stored here, so a leaked table opens no session.
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        device text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_active_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_member ON sessions (member_id);

      -- Failed sign-ins per email, in the database so every instance counts the same attempts.
      CREATE TABLE sign_in_failures (
        email_key text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sign_in_failures_email ON sign_in_failures (email_key, failed_at);

      CREATE TABLE password_resets (
        token_hash text PRIMARY KEY,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );

      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      );
      CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;

      CREATE TABLE lesson_progress (
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        module_id text NOT NULL,
        lesson_id text NOT NULL,
        checked_exercises jsonb NOT NULL DEFAULT '[]'::jsonb,
        completed boolean NOT NULL DEFAULT false,
        notes text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, module_id, lesson_id)
      );

      -- The identity-token signing key, made once by the first instance and shared by all.
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        private_jwk jsonb NOT NULL,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
  },
  {
    id: '002_sample_members',
    sql: `
      INSERT INTO members (id, username, name, email, bio, website, phone, verified, is_sample, is_private) VALUES
        ('sample-alex', 'alex.mindset', 'Alex Morgan', 'alex@example.com',
         'Day 18 of the 30-day system. Rewriting the story I tell myself, one habit at a time.',
         'https://alexmorgan.example', '+44 7700 900123', false, true, false),
        ('sample-sarah', 'sarah.growth', 'Sarah Chen', 'sarah@example.com',
         'Mindset coach. From burnout to building a business I love. Daily wins, no fluff.',
         'https://sarahchen.example', '+44 7700 900456', true, true, false),
        ('sample-marcus', 'marcus.rise', 'Marcus Johnson', 'marcus@example.com',
         'Entrepreneur and resilience trainer. 847% income growth after module 3. Ask me how.',
         'https://marcusrise.example', '+1 555 0100', true, true, false),
        ('sample-emma', 'emma.focus', 'Emma Williams', 'emma@example.com',
         'Morning routines, journaling and quiet confidence. Member since the first cohort.',
         '', '', false, true, false),
        ('sample-david', 'david.victor', 'David Okafor', 'david@example.com',
         'Victim to victor. Sharing the journey, the setbacks and the comebacks.',
         '', '', false, true, true)
    `,
  },
  {
    id: '003_community',
    sql: `
      CREATE TABLE posts (
        id text PRIMARY KEY,
        author_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        caption text NOT NULL DEFAULT '',
        location text,
        -- [{kind, file, alt}]: files uploaded by the author before sharing.
        media jsonb NOT NULL DEFAULT '[]'::jsonb,
        -- Milliseconds, as the cursor carries them: a finer time would let a page skip a post.
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
      );
      -- The feed reads newest first, and the cursor is (created_at, id).
      CREATE INDEX posts_feed ON posts (created_at DESC, id DESC);
      CREATE INDEX posts_author ON posts (author_id, created_at DESC);

      -- What each member uploaded, so a post can only show its author's own files.
      CREATE TABLE media_uploads (
        file text PRIMARY KEY,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('image', 'video')),
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE post_likes (
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, member_id)
      );

      CREATE TABLE post_saves (
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, member_id)
      );

      CREATE TABLE comments (
        id text PRIMARY KEY,
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        author_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX comments_post ON comments (post_id, created_at);

      -- Who blocked whom: the blocked member's posts, comments and messages disappear for the blocker,
      -- and neither can message the other.
      CREATE TABLE blocks (
        blocker_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        blocked_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      );

      -- The moderation queue: one report per member per post.
      CREATE TABLE post_reports (
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        reporter_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, reporter_id)
      );
      -- Moderators review the queue (staff accounts), everyone else is a member.
      ALTER TABLE members ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator'));
      -- Set when reports pass the threshold: the post is hidden from everyone but its author until reviewed.
      ALTER TABLE posts ADD COLUMN hidden_for_review_at timestamptz;

      -- Direct messages: a thread is between two members (member_a < member_b, so the pair is one row).
      CREATE TABLE dm_threads (
        id text PRIMARY KEY,
        member_a text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        member_b text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz,
        UNIQUE (member_a, member_b),
        CHECK (member_a < member_b)
      );
      CREATE TABLE dm_messages (
        id text PRIMARY KEY,
        thread_id text NOT NULL REFERENCES dm_threads (id) ON DELETE CASCADE,
        author_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())
      );
      CREATE INDEX dm_messages_thread ON dm_messages (thread_id, created_at);
      -- When each member last read each thread: what came after is unread.
      CREATE TABLE dm_reads (
        thread_id text NOT NULL REFERENCES dm_threads (id) ON DELETE CASCADE,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (thread_id, member_id)
      );

      -- Everything sent live, numbered: a client that reconnects asks for what came after its last number.
      CREATE TABLE live_events (
        seq bigserial PRIMARY KEY,
        topic text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX live_events_topic ON live_events (topic, seq);
    `,
  },
  {
    // The spec's sample posts, so members see the same sample community plus each other. Their
    // times count from the day the database was made, and their likes and comments are real ones.
    id: '004_sample_posts',
    sql: `
      INSERT INTO posts (id, author_id, caption, location, media, created_at) VALUES
        ('sample-post-1', 'sample-sarah',
         '5:30 am club, day 100. Not because I love mornings, but because I love who I am at 5:30. #mindset #morningroutine #discipline',
         'Lake District, England', '[{"kind": "image", "file": "sample:sunrise-mountains", "alt": "Sunrise glowing behind a dark mountain range"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '45 minutes'),
        ('sample-post-2', 'sample-marcus',
         'Module 3 changed the numbers. Income up 847% in a year, but the real win is that I stopped waiting for permission. #success #transformation #mindset',
         'New York, NY', '[{"kind": "image", "file": "sample:growth-chart", "alt": "Bar chart rising steeply with a gold arrow pointing up"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '180 minutes'),
        ('sample-post-3', 'sample-emma',
         'Three pages every morning. Today’s prompt: what would the best version of me do? #journaling #mindset #growth',
         'London, United Kingdom', '[{"kind": "image", "file": "sample:journal-pen", "alt": "Open journal with handwritten lines and a red pen"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '360 minutes'),
        ('sample-post-4', 'sample-david',
         'Six months ago I couldn’t run to the bus stop. Today: my first half marathon. Victim to victor. #transformation #goals #motivation',
         'Toronto, Canada', '[{"kind": "image", "file": "sample:finish-line", "alt": "Runner with arms raised crossing a chequered finish line"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '1560 minutes'),
        ('sample-post-5', 'sample-sarah',
         'New course: The Confidence Blueprint. 21 lessons, one honest question each day. Enrol from Discover. #success #growth',
         NULL, '[{"kind": "image", "file": "sample:book-stack", "alt": "Stack of colourful books under a gold star"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '3000 minutes'),
        ('sample-post-6', 'sample-marcus',
         'Every summit starts with one ugly, uncomfortable step. Take yours today. #motivation #goals #mindset',
         'Bali, Indonesia', '[{"kind": "image", "file": "sample:summit-flag", "alt": "Snow-capped peak with a gold flag planted on the summit"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '4440 minutes'),
        ('sample-post-7', 'sample-emma',
         'Sunday reset: plan the week in 20 minutes, protect three priorities, let the rest be a bonus. #goals #morningroutine',
         'Lisbon, Portugal', '[{"kind": "image", "file": "sample:coffee-planner", "alt": "Weekly planner beside a cup of coffee"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '5880 minutes'),
        ('sample-post-8', 'sample-alex',
         'Day 18 of the 30-day system. Ten minutes of stillness before I touch my phone. #mindset #transformation',
         NULL, '[{"kind": "image", "file": "sample:meditation", "alt": "Figure sitting cross-legged in meditation inside a soft circle of light"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '7320 minutes'),
        ('sample-post-9', 'sample-david',
         'Late-night walk and a long talk with myself. The story I tell is changing. #mindset #motivation',
         'New York, NY', '[{"kind": "image", "file": "sample:city-dusk", "alt": "City skyline with lit windows against a purple and orange dusk"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '8760 minutes'),
        ('sample-post-10', 'sample-sarah',
         'Rest is part of the plan. Back on Monday with a new challenge for you all. #success #motivation',
         'Bali, Indonesia', '[{"kind": "image", "file": "sample:ocean-waves", "alt": "Orange sun setting over blue ocean waves"}]'::jsonb,
         date_trunc('milliseconds', now()) - interval '11640 minutes')
    `,
  },
  {
    // The spec's sample comments on the sample posts.
    id: '005_sample_comments',
    sql: `
      INSERT INTO comments (id, post_id, author_id, body, created_at) VALUES
        ('sample-comment-1', 'sample-post-1', 'sample-emma', 'Day 100! This is the push I needed this morning.',
         date_trunc('milliseconds', now()) - interval '40 minutes'),
        ('sample-comment-2', 'sample-post-1', 'sample-marcus', 'Who you are at 5:30 is who shows up at 5 pm too.',
         date_trunc('milliseconds', now()) - interval '32 minutes'),
        ('sample-comment-3', 'sample-post-1', 'sample-david', 'Stealing this line for my journal.',
         date_trunc('milliseconds', now()) - interval '10 minutes'),
        ('sample-comment-4', 'sample-post-2', 'sample-sarah', 'So proud of you, Marcus. Permission was never the missing piece.',
         date_trunc('milliseconds', now()) - interval '170 minutes'),
        ('sample-comment-5', 'sample-post-2', 'sample-alex', 'Module 3 is next for me. Any advice?',
         date_trunc('milliseconds', now()) - interval '150 minutes'),
        ('sample-comment-6', 'sample-post-3', 'sample-sarah', 'That prompt is gold. Using it tomorrow.',
         date_trunc('milliseconds', now()) - interval '300 minutes'),
        ('sample-comment-7', 'sample-post-4', 'sample-emma', 'Crying at my desk. Congratulations, David!',
         date_trunc('milliseconds', now()) - interval '1500 minutes'),
        ('sample-comment-8', 'sample-post-4', 'sample-marcus', 'Victim to victor. Respect.',
         date_trunc('milliseconds', now()) - interval '1440 minutes'),
        ('sample-comment-9', 'sample-post-6', 'sample-david', 'Needed this today.',
         date_trunc('milliseconds', now()) - interval '4200 minutes'),
        ('sample-comment-10', 'sample-post-8', 'sample-emma', 'Ten minutes changes the whole day. Keep going!',
         date_trunc('milliseconds', now()) - interval '7200 minutes')
    `,
  },
  {
    // Follows, followed topics, post hashtags and stories (issue: members, part 2).
    id: '006_social',
    sql: `
      -- A follow of a private account waits for its approval: approved_at stays NULL until then.
      CREATE TABLE follows (
        follower_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        followee_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        approved_at timestamptz,
        PRIMARY KEY (follower_id, followee_id),
        CHECK (follower_id <> followee_id)
      );
      CREATE INDEX follows_followee ON follows (followee_id, created_at DESC);

      -- Hashtags and places a member follows, by their lower-cased name.
      CREATE TABLE topic_follows (
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('hashtag', 'location')),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, kind, name)
      );

      -- Each post's hashtags, lower-cased, written when it is shared, for hashtag pages and search.
      CREATE TABLE post_tags (
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        tag text NOT NULL,
        PRIMARY KEY (post_id, tag)
      );
      CREATE INDEX post_tags_tag ON post_tags (tag);
      INSERT INTO post_tags (post_id, tag)
        SELECT DISTINCT p.id, lower(t.match[1]) FROM posts p, regexp_matches(p.caption, '#([A-Za-z0-9_]+)', 'g') AS t(match);
      CREATE INDEX posts_location ON posts (lower(location));

      -- A story shows for 24 hours: a photo the author uploaded, or text on one of six backgrounds.
      CREATE TABLE stories (
        id text PRIMARY KEY,
        author_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('image', 'text')),
        file text,
        alt text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        background text,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX stories_live ON stories (expires_at, author_id);
      CREATE TABLE story_views (
        story_id text NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        viewed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (story_id, member_id)
      );
    `,
  },
];

const MIGRATION_LOCK_KEY = 4_343_001;

export function migrate(database: Database, schema: string | null = null): Promise<string[]> {
  return runMigrations(database, MIGRATIONS, { lockKey: MIGRATION_LOCK_KEY, schema });
}
