package dev.agentlint.extract.container;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.model.EnvVar;
import dev.agentlint.model.Location;
import dev.agentlint.base.Span;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files tools keep credentials in, by name, and their keys and values: {@code .env} files
 * (as {@link EnvFile} reads them), INI-style {@code .npmrc}, {@code .pypirc} and
 * {@code .aws/credentials}, {@code .netrc}'s {@code password} tokens, {@code .git-credentials}'
 * URLs and {@code .docker/config.json}'s {@code auth} strings. Whether a value is a secret is the
 * rules' judgement; this only reads.
 */
public final class CredentialFiles {

    /** Files in a directory's top level. */
    private static final Set<String> NAMES = Set.of(".env", ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials");

    /** Files below it, at the places their tools look. */
    public static final List<String> NESTED = List.of(".aws/credentials", ".docker/config.json");

    /** {@code .env.example} and its kind hold placeholders, meant to be committed. */
    private static final Pattern TEMPLATE = Pattern.compile("(?i)\\.(?:example|sample|template|tpl|dist|defaults?|schema|in|tmpl)$");

    private static final Pattern DOCKER_AUTH = Pattern.compile("\"(auth|identitytoken|registrytoken)\"\\s*:\\s*\"([^\"\\\\]{1,4096})\"");

    /** A key value pair in an INI-like line: {@code key = value}, {@code key=value} (the key's blanks are stripped after). */
    private static final Pattern INI = Pattern.compile("^[ \\t]*([^=#;\\[\\s][^=\\n]{0,255})=(.*)$", Pattern.MULTILINE);

    private static final Pattern NETRC_PASSWORD = Pattern.compile("(?<=^|\\s)password\\s+(\\S{1,4096})");

    private static final Pattern URL_PASSWORD = Pattern.compile("(?m)^[a-z][a-z0-9+.-]{0,31}://[^:@/\\s]{0,256}:([^@\\s]{1,4096})@");

    private CredentialFiles() {}

    /** What kind of credential file {@code path} is: {@code .aws/credentials} and {@code .docker/config.json} by where they lie, the rest by name. */
    public static String kind(String path) {
        String p = path.replace('\\', '/');
        String base = p.substring(p.lastIndexOf('/') + 1);
        if (p.endsWith(".aws/credentials")) return ".aws/credentials";
        if (p.endsWith(".docker/config.json")) return ".docker/config.json";
        return base;
    }

    /** A template meant to be committed with placeholders ({@code .env.example}, {@code example.env}). */
    public static boolean isTemplate(String name) {
        String base = name.substring(name.lastIndexOf('/') + 1);
        return TEMPLATE.matcher(base).find() || TEMPLATE_ENV.matcher(base).find();
    }

    private static final Pattern TEMPLATE_ENV = Pattern.compile("(?i)(?:^|[._-])(?:example|sample|template|defaults?)[._-]?[^/]*\\.env$");

    /** A name in a directory's top level that holds credentials. */
    public static boolean isCredentialFile(String name) {
        if (NAMES.contains(name)) return true;
        return name.startsWith(".env.") && !TEMPLATE.matcher(name).find();
    }

    /** A key, its value and where the value is written. */
    public record Entry(String name, String value, Location location) {}

    /**
     * The keys and values of a credential file, named by where it lies ({@code .aws/credentials})
     * or its own name. Keys are spelt with '_' between words ({@code _authToken} is
     * {@code _auth_Token}), so a secret's name reads as a secret's name.
     */
    public static List<Entry> entries(SourceFile file, String name) {
        return entries(file, name, null);
    }

    /**
     * As {@link #entries(SourceFile, String)}, recording the file's comments in {@code comments}
     * (null: none): an env file's as {@link EnvFile} reads them, and the same {@code #} comments in
     * the other line-oriented files; {@code .docker/config.json} is strict JSON, without comments.
     */
    public static List<Entry> entries(SourceFile file, String name, CommentSpans.Recorder comments) {
        List<Entry> out = new ArrayList<>();
        String text = file.text();
        String base = name.substring(name.lastIndexOf('/') + 1);
        if (base.equals(".env") || base.startsWith(".env.") || base.endsWith(".env")) {
            for (EnvVar v : EnvFile.read(file, comments)) out.add(new Entry(v.name(), v.value(), v.location()));
            return out;
        }
        if (comments != null && !base.equals("config.json")) EnvFile.comments(text, comments);
        if (base.equals(".netrc") || base.equals("_netrc")) {
            netrc(file, text, out);
        } else if (base.equals(".git-credentials")) {
            gitCredentials(file, text, out);
        } else if (base.equals("config.json")) {
            Matcher m = DOCKER_AUTH.matcher(text);
            while (m.find() && out.size() < EnvFile.MAX_VARIABLES) out.add(entry(file, m.group(1), m.group(2), m.start(2), m.end(2)));
        } else {
            Matcher m = INI.matcher(text);
            while (m.find() && out.size() < EnvFile.MAX_VARIABLES) {
                // The value without the blanks around it (a greedy match and a strip: linear on any line).
                int start = m.start(2);
                int end = m.end(2);
                while (start < end && Character.isWhitespace(text.charAt(start))) start++;
                while (end > start && Character.isWhitespace(text.charAt(end - 1))) end--;
                out.add(entry(file, words(m.group(1)), unquoted(text.substring(start, end)), start, end));
            }
        }
        return out;
    }

    /** {@code machine h login u password p}: the token after each {@code password}. */
    private static void netrc(SourceFile file, String text, List<Entry> out) {
        Matcher m = NETRC_PASSWORD.matcher(text);
        while (m.find() && out.size() < EnvFile.MAX_VARIABLES) out.add(entry(file, "password", m.group(1), m.start(1), m.end(1)));
    }

    /** {@code https://user:token@host}: the password of each URL. */
    private static void gitCredentials(SourceFile file, String text, List<Entry> out) {
        Matcher m = URL_PASSWORD.matcher(text);
        while (m.find() && out.size() < EnvFile.MAX_VARIABLES) out.add(entry(file, "password", m.group(1), m.start(1), m.end(1)));
    }

    private static Entry entry(SourceFile file, String name, String value, int start, int end) {
        Span span = file.lines().span(start, end);
        return new Entry(name, value, new Location(file, span, "/" + name));
    }

    /** {@code //registry.npmjs.org/:_authToken} -> {@code _auth_Token}: the last part of the key, words apart. */
    static String words(String key) {
        String k = key.strip();
        int colon = k.lastIndexOf(':');
        if (colon >= 0) k = k.substring(colon + 1);
        StringBuilder b = new StringBuilder(k.length() + 4);
        for (int i = 0; i < k.length(); i++) {
            char c = k.charAt(i);
            if (i > 0 && Character.isUpperCase(c) && Character.isLowerCase(k.charAt(i - 1))) b.append('_');
            b.append(c);
        }
        return b.toString();
    }

    private static String unquoted(String v) {
        if (v.length() >= 2 && (v.startsWith("\"") && v.endsWith("\"") || v.startsWith("'") && v.endsWith("'"))) {
            return v.substring(1, v.length() - 1);
        }
        return v;
    }
}
