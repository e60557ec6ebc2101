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
  {
    // The collab hub as a team chat (issue: members, part 3): messages with threads, reactions,
    // edits and tombstones, one pinned message per conversation, reads for unread counts.
    id: '007_collab',
    sql: `
      -- The hub's sample people who are not in the community's sample, and its two moderators.
      INSERT INTO members (id, username, name, email, is_sample) VALUES
        ('sample-priya', 'priya.reflects', 'Priya Patel', 'priya@example.com', true),
        ('sample-james', 'james.leads', 'James Okafor', 'james@example.com', true),
        ('sample-lena', 'lena.breathes', 'Lena Fischer', 'lena@example.com', true)
      ON CONFLICT DO NOTHING;
      UPDATE members SET role = 'moderator' WHERE id IN ('sample-sarah', 'sample-james');

      CREATE TABLE chat_messages (
        id text PRIMARY KEY,
        -- A text channel or interest group id: the hub's places are fixed, the service knows them.
        conversation text NOT NULL,
        author_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        -- A reply in that message's thread.
        parent_id text REFERENCES chat_messages (id) ON DELETE CASCADE,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
        edited_at timestamptz,
        -- A deleted message stays as a tombstone, so its thread and the order around it hold.
        deleted_at timestamptz
      );
      CREATE INDEX chat_messages_history ON chat_messages (conversation, created_at DESC, id DESC) WHERE parent_id IS NULL;
      CREATE INDEX chat_messages_thread ON chat_messages (parent_id, created_at);

      CREATE TABLE chat_reactions (
        message_id text NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        emoji text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (message_id, member_id, emoji)
      );
      -- The sample messages' reaction counts, from people who are not members: added to the real ones.
      CREATE TABLE chat_reaction_seeds (
        message_id text NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
        emoji text NOT NULL,
        count integer NOT NULL,
        -- The order the sample shows them in.
        position integer NOT NULL,
        PRIMARY KEY (message_id, emoji)
      );

      CREATE TABLE chat_pins (
        conversation text PRIMARY KEY,
        message_id text NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
        pinned_by text REFERENCES members (id) ON DELETE SET NULL,
        pinned_at timestamptz NOT NULL DEFAULT now()
      );

      -- When each member last read each conversation: later messages by others are unread.
      CREATE TABLE chat_reads (
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        conversation text NOT NULL,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (member_id, conversation)
      );

      INSERT INTO chat_messages (id, conversation, author_id, parent_id, body, created_at) VALUES
        ('general-1', 'general', 'sample-sarah', NULL, 'Welcome to the collab hub, everyone! Introduce yourself here: your name, where you are and one thing you want to change this year.',
         date_trunc('milliseconds', now()) - interval '320 minutes'),
        ('general-2', 'general', 'sample-david', NULL, 'Does anyone else find that the hardest part of a new habit is day 4, not day 1?',
         date_trunc('milliseconds', now()) - interval '95 minutes'),
        ('general-3', 'general', 'sample-lena', NULL, 'Reminder that the evening reflection voice room opens at 8pm. Bring one thing you learned today.',
         date_trunc('milliseconds', now()) - interval '42 minutes'),
        ('general-4', 'general', 'sample-james', NULL, 'Quick one: please keep promotions to the resources channel so this one stays a conversation. Thanks all!',
         date_trunc('milliseconds', now()) - interval '12 minutes'),
        ('general-1-r1', 'general', 'sample-marcus', 'general-1', 'Marcus from Leeds. I want to stop starting projects I don''t finish.',
         date_trunc('milliseconds', now()) - interval '300 minutes'),
        ('general-1-r2', 'general', 'sample-priya', 'general-1', 'Priya, Toronto. Journaling every single morning, no excuses.',
         date_trunc('milliseconds', now()) - interval '280 minutes'),
        ('general-1-r3', 'general', 'sample-emma', 'general-1', 'Emma from Cork! Finishing the first draft of my novel.',
         date_trunc('milliseconds', now()) - interval '250 minutes'),
        ('general-2-r1', 'general', 'sample-sarah', 'general-2', 'Day 4 is when the novelty wears off. Shrink the habit until it feels almost too easy, then build back up.',
         date_trunc('milliseconds', now()) - interval '80 minutes'),
        ('goals-1', 'goals-accountability', 'sample-james', NULL, 'Weekly check-in thread: post your goal for the week and the first step you take tomorrow.',
         date_trunc('milliseconds', now()) - interval '600 minutes'),
        ('goals-2', 'goals-accountability', 'sample-emma', NULL, 'Checking in: 4,200 words this week against a goal of 5,000. Not there yet but closer than last week.',
         date_trunc('milliseconds', now()) - interval '130 minutes'),
        ('goals-3', 'goals-accountability', 'sample-david', NULL, 'Missed two days of my morning routine. Restarting today instead of waiting for Monday.',
         date_trunc('milliseconds', now()) - interval '25 minutes'),
        ('goals-1-r1', 'goals-accountability', 'sample-marcus', 'goals-1', 'Ship the landing page for my side project. First step: write the headline before 9am.',
         date_trunc('milliseconds', now()) - interval '560 minutes'),
        ('goals-1-r2', 'goals-accountability', 'sample-priya', 'goals-1', 'Three runs this week. Shoes are already by the door.',
         date_trunc('milliseconds', now()) - interval '500 minutes'),
        ('wins-1', 'daily-wins', 'sample-priya', NULL, 'Finished my first 5k without stopping! Six weeks ago I could barely run for two minutes.',
         date_trunc('milliseconds', now()) - interval '210 minutes'),
        ('wins-2', 'daily-wins', 'sample-marcus', NULL, 'Said no to a meeting that did not need me and used the hour for deep work. Small, but it felt great.',
         date_trunc('milliseconds', now()) - interval '75 minutes'),
        ('wins-3', 'daily-wins', 'sample-lena', NULL, 'Ten days of meditation in a row. The streak is starting to feel like part of me.',
         date_trunc('milliseconds', now()) - interval '18 minutes'),
        ('wins-1-r1', 'daily-wins', 'sample-sarah', 'wins-1', 'This is huge, Priya. Write down how it felt so you can come back to it on the hard days.',
         date_trunc('milliseconds', now()) - interval '200 minutes'),
        ('resources-1', 'resources', 'sample-sarah', NULL, 'Pinned: Atomic Habits, Mindset by Carol Dweck and The Power of Now. Start with whichever one you''ll actually open.',
         date_trunc('milliseconds', now()) - interval '1440 minutes'),
        ('resources-2', 'resources', 'sample-emma', NULL, 'A simple weekly review template that works for me: wins, lessons, one thing to drop, one thing to double.',
         date_trunc('milliseconds', now()) - interval '400 minutes'),
        ('resources-3', 'resources', 'sample-marcus', NULL, 'The 2-minute rule from the habits module is the most useful thing I have learned this year.',
         date_trunc('milliseconds', now()) - interval '50 minutes'),
        ('resources-2-r1', 'resources', 'sample-david', 'resources-2', 'Stealing this. "One thing to drop" is the question I never ask myself.',
         date_trunc('milliseconds', now()) - interval '380 minutes'),
        ('resources-2-r2', 'resources', 'sample-lena', 'resources-2', 'I added "one person to thank" to mine. Changes the tone of the whole review.',
         date_trunc('milliseconds', now()) - interval '360 minutes'),
        ('events-1', 'events', 'sample-james', NULL, 'Live workshop on Thursday at 7pm GMT: "Designing a week you actually want to live". Bring a calendar.',
         date_trunc('milliseconds', now()) - interval '720 minutes'),
        ('events-2', 'events', 'sample-lena', NULL, 'Saturday morning walk and talk in Hyde Park, 9am by the Serpentine café. All paces welcome.',
         date_trunc('milliseconds', now()) - interval '140 minutes'),
        ('events-3', 'events', 'sample-sarah', NULL, 'The 30-day mindset challenge starts on the 1st. Sign-ups are open in the community hub.',
         date_trunc('milliseconds', now()) - interval '35 minutes'),
        ('events-1-r1', 'events', 'sample-priya', 'events-1', 'Will there be a recording for those of us in other time zones?',
         date_trunc('milliseconds', now()) - interval '700 minutes'),
        ('events-1-r2', 'events', 'sample-james', 'events-1', 'Yes, it will be posted in resources the next morning.',
         date_trunc('milliseconds', now()) - interval '690 minutes'),
        ('crushers-1', 'goal-crushers', 'sample-marcus', NULL, 'Sprint 3 kickoff: what is the one goal that would make this fortnight a success?',
         date_trunc('milliseconds', now()) - interval '260 minutes'),
        ('crushers-2', 'goal-crushers', 'sample-emma', NULL, 'Broke my big goal into 14 tiny tasks. Already ticked off three today.',
         date_trunc('milliseconds', now()) - interval '60 minutes'),
        ('crushers-3', 'goal-crushers', 'sample-james', NULL, 'Accountability pairs for this sprint are posted in the pinned message. Say hi to your partner!',
         date_trunc('milliseconds', now()) - interval '20 minutes'),
        ('crushers-1-r1', 'goal-crushers', 'sample-david', 'crushers-1', 'Launch the newsletter. Ten subscribers is a win.',
         date_trunc('milliseconds', now()) - interval '240 minutes'),
        ('morning-1', 'morning-mindset', 'sample-lena', NULL, 'Up at 5:45. Water, ten minutes of breathing, three lines in the journal. What does your first hour look like?',
         date_trunc('milliseconds', now()) - interval '180 minutes'),
        ('morning-2', 'morning-mindset', 'sample-priya', NULL, 'Today''s journaling prompt: what would make today great, and what is in my control?',
         date_trunc('milliseconds', now()) - interval '45 minutes'),
        ('morning-1-r1', 'morning-mindset', 'sample-priya', 'morning-1', 'No phone until after breakfast. It changed everything.',
         date_trunc('milliseconds', now()) - interval '170 minutes'),
        ('morning-1-r2', 'morning-mindset', 'sample-david', 'morning-1', 'A short walk before coffee. Daylight first, then everything else.',
         date_trunc('milliseconds', now()) - interval '160 minutes'),
        ('morning-1-r3', 'morning-mindset', 'sample-sarah', 'morning-1', 'Love these. Pick one and keep it for a week before adding another.',
         date_trunc('milliseconds', now()) - interval '150 minutes'),
        ('leaders-1', 'mindful-leaders', 'sample-james', NULL, 'How do you handle feedback conversations when you are stressed yourself?',
         date_trunc('milliseconds', now()) - interval '500 minutes'),
        ('leaders-2', 'mindful-leaders', 'sample-emma', NULL, 'Started ending team meetings with one minute of silence to write down decisions. Fewer follow-up emails already.',
         date_trunc('milliseconds', now()) - interval '90 minutes'),
        ('leaders-1-r1', 'mindful-leaders', 'sample-sarah', 'leaders-1', 'I postpone them until I have had a walk. A calm five minutes beats an honest but rushed thirty.',
         date_trunc('milliseconds', now()) - interval '470 minutes'),
        ('leaders-1-r2', 'mindful-leaders', 'sample-marcus', 'leaders-1', 'Naming it helps: "I am a bit stretched today, so tell me if I am unclear."',
         date_trunc('milliseconds', now()) - interval '450 minutes');
      INSERT INTO chat_reaction_seeds (message_id, emoji, count, position) VALUES
        ('general-1', '👋', 14, 1),
        ('general-1', '❤️', 6, 2),
        ('general-2', '💯', 5, 1),
        ('general-2', '😅', 2, 2),
        ('general-3', '👍', 7, 1),
        ('general-4', '👍', 3, 1),
        ('general-1-r1', '💪', 3, 1),
        ('general-1-r3', '📚', 2, 1),
        ('general-2-r1', '🙏', 4, 1),
        ('goals-1', '🎯', 9, 1),
        ('goals-2', '💪', 6, 1),
        ('goals-2', '📈', 2, 2),
        ('goals-3', '🙌', 8, 1),
        ('goals-1-r1', '🔥', 2, 1),
        ('goals-1-r2', '🏃', 3, 1),
        ('wins-1', '🎉', 12, 1),
        ('wins-1', '🏃', 4, 2),
        ('wins-2', '👏', 5, 1),
        ('wins-3', '🧘', 6, 1),
        ('wins-3', '🔥', 3, 2),
        ('wins-1-r1', '❤️', 3, 1),
        ('resources-1', '📚', 15, 1),
        ('resources-1', '📌', 4, 2),
        ('resources-2', '💡', 9, 1),
        ('resources-3', '👍', 4, 1),
        ('resources-2-r2', '❤️', 2, 1),
        ('events-1', '📅', 11, 1),
        ('events-1', '🙌', 5, 2),
        ('events-2', '🚶', 6, 1),
        ('events-3', '🔥', 9, 1),
        ('events-3', '💪', 4, 2),
        ('events-1-r2', '🙏', 3, 1),
        ('crushers-1', '🎯', 7, 1),
        ('crushers-2', '💪', 5, 1),
        ('crushers-2', '✅', 3, 2),
        ('crushers-3', '👍', 6, 1),
        ('crushers-1-r1', '🚀', 2, 1),
        ('morning-1', '☀️', 9, 1),
        ('morning-1', '🧘', 3, 2),
        ('morning-2', '✍️', 5, 1),
        ('morning-1-r1', '💯', 4, 1),
        ('morning-1-r3', '🙏', 2, 1),
        ('leaders-1', '🤔', 6, 1),
        ('leaders-2', '🙌', 7, 1),
        ('leaders-2', '📝', 2, 2),
        ('leaders-1-r1', '💡', 5, 1),
        ('leaders-1-r2', '👍', 3, 1);
      INSERT INTO chat_pins (conversation, message_id, pinned_by) VALUES ('resources', 'resources-1', 'sample-sarah');
    `,
  },
  {
    // Presence (who has the site open) and who is in each voice room.
    id: '008_presence_voice',
    sql: `
      -- One row per open live connection, on any instance, whose seen_at moves with its heartbeat, so a
      -- crashed instance's rows stop counting.
      CREATE TABLE live_connections (
        id text PRIMARY KEY,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        opened_at timestamptz NOT NULL DEFAULT now(),
        seen_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX live_connections_member ON live_connections (member_id, seen_at);

      CREATE TABLE voice_participants (
        room text NOT NULL,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        -- Without a microphone (permission denied, or none): they listen only.
        listen_only boolean NOT NULL DEFAULT false,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (room, member_id)
      );
    `,
  },
  {
    // Failed sign-ins count per email and address (a hash of it), so one address's guesses never
    // hold back the owner signing in from elsewhere.
    id: '009_sign_in_failures_by_address',
    sql: `
      ALTER TABLE sign_in_failures ADD COLUMN address_key text NOT NULL DEFAULT '';
      DROP INDEX sign_in_failures_email;
      CREATE INDEX sign_in_failures_email_address ON sign_in_failures (email_key, address_key, failed_at);
    `,
  },
  {
    // How far the live bus's relay has published (docs/decisions/0100-live-bus.md): a client's
    // catch-up reads the outbox up to here, and whatever comes after reaches it on the bus.
    id: '010_live_relay',
    sql: `
      CREATE TABLE live_relay (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        position bigint NOT NULL DEFAULT 0
      );
      INSERT INTO live_relay DEFAULT VALUES;
    `,
  },
  {
    // The studio (docs/decisions/0110-roles-and-moderation.md): an owner, suspensions and bans with
    // their reasons, comment reports, pinned announcements and the log of every moderator action.
    id: '011_studio',
    sql: `
      ALTER TABLE members DROP CONSTRAINT members_role_check;
      ALTER TABLE members ADD CONSTRAINT members_role_check CHECK (role IN ('member', 'moderator', 'owner'));
      -- A banned account cannot sign in and what it shared is hidden, as a deleted one's is.
      ALTER TABLE members DROP CONSTRAINT members_status_check;
      ALTER TABLE members ADD CONSTRAINT members_status_check
        CHECK (status IN ('active', 'deactivated', 'deleted', 'banned'));
      ALTER TABLE members ADD COLUMN ban_reason text;
      -- Until then the member reads but cannot post, comment, message or chat.
      ALTER TABLE members ADD COLUMN suspended_until timestamptz;
      ALTER TABLE members ADD COLUMN suspension_reason text;

      CREATE TABLE comment_reports (
        comment_id text NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
        reporter_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, reporter_id)
      );

      -- An announcement: pinned posts lead every member's feed.
      ALTER TABLE posts ADD COLUMN pinned_at timestamptz;

      -- Who did what to what, when and why: the owner reads it in the studio. Kept when the
      -- moderator's account goes (their username is copied).
      CREATE TABLE moderation_actions (
        id bigserial PRIMARY KEY,
        moderator_id text REFERENCES members (id) ON DELETE SET NULL,
        moderator_username text NOT NULL,
        action text NOT NULL,
        subject text NOT NULL,
        reason text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX moderation_actions_newest ON moderation_actions (created_at DESC, id DESC);
    `,
  },
  {
    // Notifications (docs/decisions/0120-notifications.md): one row per thing a member is told of,
    // written in the transaction of what caused it; mail waits in the outbox beside it.
    id: '012_notifications',
    sql: `
      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        kind text NOT NULL,
        actor_id text REFERENCES members (id) ON DELETE CASCADE,
        -- What it is about (a post, a message, a conversation): the likes of one post are one bell item.
        subject_id text,
        link text NOT NULL,
        excerpt text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        read_at timestamptz
      );
      CREATE INDEX notifications_member ON notifications (member_id, id DESC);
      CREATE INDEX notifications_unread ON notifications (member_id) WHERE read_at IS NULL;

      -- Each kind's channel where the member chose one; otherwise it follows their on/off switches.
      ALTER TABLE members ADD COLUMN notification_channels jsonb NOT NULL DEFAULT '{}'::jsonb;
      -- Why email stopped (a bounce): shown in the member's settings; cleared when the address changes.
      ALTER TABLE members ADD COLUMN email_stopped text;

      ALTER TABLE outbox ADD COLUMN html text;
      ALTER TABLE outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
      ALTER TABLE outbox ADD COLUMN member_id text REFERENCES members (id) ON DELETE CASCADE;
      -- A DM or mention waits a little, and is not sent once its notification was read in the app.
      ALTER TABLE outbox ADD COLUMN send_after timestamptz NOT NULL DEFAULT now();
      ALTER TABLE outbox ADD COLUMN notification_id bigint REFERENCES notifications (id) ON DELETE CASCADE;
      -- A mail that must go once only (a digest for one member and period): a second insert is a no-op.
      ALTER TABLE outbox ADD COLUMN dedupe_key text UNIQUE;
      -- Not sent, and never will be: read in the app first, or the address refused it.
      ALTER TABLE outbox ADD COLUMN settled_at timestamptz;
      DROP INDEX outbox_unsent;
      CREATE INDEX outbox_due ON outbox (send_after) WHERE sent_at IS NULL AND settled_at IS NULL;

      -- The key unsubscribe links are signed with, made once by the first instance and shared by all.
      CREATE TABLE mail_keys (
        id integer PRIMARY KEY,
        secret text NOT NULL
      );
    `,
  },
  {
    // The live relay compares the stream with its outbox when it starts
    // (docs/decisions/0101-relay-resumes-from-its-outbox.md): each message carries the outbox's
    // generation, and a relay taking over publishes again from what the stream acknowledged.
    id: '013_live_relay_generation',
    sql: `
      ALTER TABLE live_relay ADD COLUMN generation uuid NOT NULL DEFAULT gen_random_uuid();
      ALTER TABLE live_relay ADD COLUMN published bigint NOT NULL DEFAULT 0;
      UPDATE live_relay SET published = position;
    `,
  },
  {
    // Digests (docs/decisions/0140-digests.md): a member's daily or weekly email of what is new. The
    // row for a member and period is written in the transaction that queues its mail, so however
    // many instances and retries run the job, the second finds the key taken and sends nothing.
    id: '014_digests',
    sql: `
      ALTER TABLE members ADD COLUMN digest text NOT NULL DEFAULT 'off' CHECK (digest IN ('off', 'daily', 'weekly'));
      CREATE INDEX members_digest ON members (digest) WHERE digest <> 'off';
      CREATE TABLE digests (
        member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        -- 'day:2026-11-26' or 'week:2026-W48' (UTC): the period this digest is for.
        period text NOT NULL,
        -- What it told of: 0 when nothing was new, and then no mail was queued.
        items integer NOT NULL DEFAULT 0,
        outbox_id bigint REFERENCES outbox (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, period)
      );
      CREATE INDEX digests_newest ON digests (member_id, created_at DESC);
    `,
  },
  {
    // Support requests from the support form, and the studio's replies
    // (docs/decisions/0135-support-tickets.md). A member's requests go with their account when it is
    // erased; a visitor's keep their name and email only as the ticket itself.
    id: '015_support_tickets',
    sql: `
      CREATE TABLE support_tickets (
        id bigserial PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        member_id text REFERENCES members (id) ON DELETE CASCADE,
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        answered_at timestamptz
      );
      CREATE INDEX support_tickets_member ON support_tickets (member_id, id DESC) WHERE member_id IS NOT NULL;
      -- How many requests one address sent lately (a limit, so the form cannot mail anyone at will).
      CREATE INDEX support_tickets_email ON support_tickets (email, created_at);

      CREATE TABLE support_replies (
        id bigserial PRIMARY KEY,
        ticket_id bigint NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
        moderator_id text REFERENCES members (id) ON DELETE SET NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX support_replies_ticket ON support_replies (ticket_id, id);
    `,
  },
  {
    id: '016_received_notices',
    sql: `
      -- Every notice payment-service's relay delivered (a contest receipt or result), by its key:
      -- written in the transaction that tells the member, so a notice delivered twice, even at once
      -- on two instances, tells once (docs/decisions/0141-contest-notices-from-payment-service.md).
      CREATE TABLE received_notices (
        notice_key text PRIMARY KEY,
        member_id text NOT NULL,
        kind text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '017_posts_pinned',
    sql: `
      -- The feed's first page reads the announcements in the same statement as the newest posts;
      -- without this index that branch scans every post on each feed read.
      CREATE INDEX posts_pinned ON posts (pinned_at DESC) WHERE pinned_at IS NOT NULL;
    `,
  },
];

const MIGRATION_LOCK_KEY = 4_343_001;

export function migrate(database: Database, schema: string | null = null): Promise<string[]> {
  return runMigrations(database, MIGRATIONS, { lockKey: MIGRATION_LOCK_KEY, schema });
}
