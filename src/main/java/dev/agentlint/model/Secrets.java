package dev.agentlint.model;

import dev.agentlint.base.Phrase;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises long-lived credentials written literally: values in a known token format, and
 * literal values of variables whose name says they hold a secret. References such as
 * {@code ${TOKEN}} and obvious placeholders are not secrets.
 */
public final class Secrets {

    /**
     * A token format. {@code hints} are literals every match contains: the pattern runs only on a
     * value that holds one, because a scan asks this of every word of every command and most words
     * hold none (it was a tenth of a monorepo scan's time).
     */
    private record TokenFormat(SecretKind kind, List<String> hints, Pattern pattern) {
        boolean mayMatch(String value) {
            for (String h : hints) if (value.contains(h)) return true;
            return false;
        }
    }

    // Anchored with word-ish boundaries; every quantifier is bounded or linear, so no input backtracks badly.
    private static final List<TokenFormat> FORMATS = List.of(
            format(Phrase.of("Anthropic API key"), "(?<![A-Za-z0-9])sk-ant-[a-z]{3,6}\\d{0,2}-[A-Za-z0-9_-]{20,}", "sk-ant-"),
            format(Phrase.of("OpenAI API key"), "(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}", "sk-"),
            format(Phrase.of("GitHub token"), "(?<![A-Za-z0-9])gh[pousr]_[A-Za-z0-9]{30,}", "gh"),
            format(Phrase.of("GitHub fine-grained token"), "(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{40,}", "github_pat_"),
            format(Phrase.of("AWS access key id"), "(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])", "AKIA", "ASIA"),
            format(Phrase.of("Slack token"), "(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,}", "xox"),
            format(Phrase.of("Slack webhook"), "hooks\\.slack\\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{10,}", "hooks.slack.com/services/T"),
            format(Phrase.of("GitLab token"), "(?<![A-Za-z0-9])gl(?:pat|dt|rt|ptt|cbt)-[A-Za-z0-9_-]{20,}", "gl"),
            format(Phrase.of("Google API key"), "(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{35}", "AIza"),
            format(Phrase.of("npm token"), "(?<![A-Za-z0-9])npm_[A-Za-z0-9]{36}", "npm_"),
            format(Phrase.of("Hugging Face token"), "(?<![A-Za-z0-9])hf_[A-Za-z]{30,}", "hf_"),
            format(Phrase.of("Stripe secret key"), "(?<![A-Za-z0-9])[sr]k_live_[A-Za-z0-9]{20,}", "k_live_"),
            format(Phrase.of("PyPI token"), "(?<![A-Za-z0-9])pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}", "pypi-AgEIcHlwaS5vcmc"),
            format(Phrase.of("private key"), "-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----", "PRIVATE KEY-----"),
            // The user may be empty (redis://:pw@host) or a reference (${USER}); a password that is a reference is not
            // a secret, which tokenFormat decides after the match (a literal $ or $$ is still a password).
            format(Phrase.of("password in a URL"), SecretKind.Basis.PASSWORD_IN_URL, "[a-z][a-z0-9+.-]{1,20}://(?:\\$\\{[A-Za-z_][A-Za-z0-9_]{0,64}\\}|[^\\s:/@$]{0,64}):[^\\s/@]{3,128}@[^\\s]", "://"));

    private static TokenFormat format(Phrase name, String regex, String... hints) {
        return format(name, SecretKind.Basis.TOKEN_FORMAT, regex, hints);
    }

    private static TokenFormat format(Phrase name, SecretKind.Basis basis, String regex, String... hints) {
        return new TokenFormat(new SecretKind(name, basis), List.of(hints), Pattern.compile(regex));
    }

    /** Name parts that mark a variable as holding a secret. */
    private static final Pattern SECRET_NAME = Pattern.compile(
            "(?:^|_|-)(?:TOKEN|SECRET|SECRETS|PASSWORD|PASSWD|PASSPHRASE|PAT|API_?KEY|APIKEY|ACCESS_?KEY|PRIVATE_?KEY|SECRET_?KEY"
                    + "|CLIENT_?SECRET|AUTH|CREDENTIALS?|BEARER|SESSION_?KEY|SIGNING_?KEY|MASTER_?KEY|ENCRYPTION_?KEY)(?:$|_|-)"
                    // PASS and PWD only as the last word: PASS_ARGS passes arguments, PWD alone is the working directory.
                    + "|(?:_|-)(?:PASS|PWD)$|^PASS$"
                    // An API key glued to its provider's name (SERPAPIKEY, OPENAIAPIKEY).
                    + "|[A-Z0-9]APIKEY$",
            Pattern.CASE_INSENSITIVE);

    /** Names whose value is a password, where a short or all-digit literal ({@code hunter2}, {@code 123456}) is still one. */
    private static final Pattern PASSWORD_NAME = Pattern.compile(
            "(?:^|_|-)(?:PASSWORD|PASSWD|PASSPHRASE)(?:$|_|-)|(?:_|-)(?:PASS|PWD)$|^PASS$", Pattern.CASE_INSENSITIVE);

    /** {@code ${VAR:-default}} / {@code ${VAR-default}} (and {@code :=}): the default is written in the file. */
    private static final Pattern DEFAULTED = Pattern.compile("\\$\\{[A-Za-z_][A-Za-z0-9_]*:?[-=]([^{}]*)\\}");

    /** Name parts that mean the value is about a secret, not the secret itself. */
    private static final Pattern NOT_A_SECRET_NAME = Pattern.compile(
            "(?:^|_|-)(?:FILE|PATH|DIR|URL|URI|ENDPOINT|HOST|PORT|SOCK|SOCKET|ID|NAME|USER|USERNAME|TYPE|MODE|ENABLED|DISABLED|HEADER|HELPER"
                    + "|TOKENS|LIMIT|MAX|MIN|TIMEOUT|TTL|EXPIRY|EXPIRES|LENGTH|SIZE|COUNT|REGION|SCOPE|SCOPES|METHOD|PROVIDER"
                    + "|VERSION|ALGORITHM|ISSUER|AUDIENCE|DOMAIN|FORMAT|VAR|ENV|REQUIRED|SOURCE|POLICY"
                    // A token contract's address (USDC_TOKEN_ADDRESS), an argument built around a key (API_KEY_ARG).
                    + "|ADDRESS|ARG|ARGS)(?:$|_|-)",
            Pattern.CASE_INSENSITIVE);

    /**
     * Private keys every local Ethereum chain prints at start and documents as public: the first
     * default account of Anvil and Hardhat (mnemonic "test test … junk"). They hold nothing.
     */
    private static final java.util.Set<String> PUBLIC_DEVELOPMENT_KEYS = java.util.Set.of(
            "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
            "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");

    /** Found anywhere in a value, these mark it as a placeholder rather than a credential. */
    private static final Pattern PLACEHOLDER = Pattern.compile(
            "(?i)your[-_ ]?|<[^>]{0,64}>|x{3,}|0{8,}|\\.\\.\\.|example|placeholder|changeme|change[-_]me|dummy|redacted|replace[-_ ]?me|"
                    + "fake|sample|todo|\\*{3,}|_here\\b|insert|fill[-_ ]?in|not[-_]?set|^none$|^null$|test");

    /**
     * Inside a string shaped like a token, what documentation writes instead of one
     * ({@code ghp_xxxxxxxxxxxxxxxxxxxx}, {@code sk-000000000000}, {@code sk-<your key>}): a long run of
     * one filler character, or a placeholder word. Narrower than {@link #PLACEHOLDER}, which also
     * matches words ({@code test}) a random token may contain.
     */
    private static final Pattern TOKEN_PLACEHOLDER = Pattern.compile(
            "(?i)x{8,}|0{8,}|\\*{4,}|\\.{3}|<[^>]{0,64}>|your[-_]|_here\\b|placeholder|redacted|changeme"
                    // The documented example keys (AWS's AKIAIOSFODNN7EXAMPLE, wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY).
                    + "|example");

    /** An HTTP authorization scheme in front of the credential: {@code Bearer <token>}. */
    private static final Pattern AUTH_SCHEME = Pattern.compile("(?i)(?:bearer|basic|token|bot|digest|apikey|api-key|key)\\s+(\\S.*)");

    private static final Pattern URL_WITHOUT_PASSWORD = Pattern.compile("[a-z][a-z0-9+.-]{0,31}://[^\\s:@]*(?::[0-9]{1,5}[^\\s@]*)?");

    private static final Pattern BOOLEAN = Pattern.compile("(?i)true|false|yes|no|on|off|enabled?|disabled?");

    private static final Pattern BOOLEAN_OR_NUMBER = Pattern.compile("(?i)true|false|yes|no|on|off|enabled?|disabled?|[-+]?[0-9.]+[kmg]?");

    /** An upper-case word such as {@code PASSWORD}: what templates put where a credential goes. */
    private static final Pattern UPPER_CASE_WORD = Pattern.compile("[A-Z][A-Z_]*");


    private Secrets() {}

    private static SecretKind named(Phrase description) {
        return new SecretKind(description, SecretKind.Basis.SECRET_NAME);
    }

    /** The kind of token this literal value is, if it is one. */
    public static Optional<SecretKind> tokenFormat(String value) {
        return tokenFormat(value, true);
    }

    /** {@code useHints} false runs every pattern: the reference the hints are tested against. */
    static Optional<SecretKind> tokenFormat(String value, boolean useHints) {
        // The shortest any format matches is 12 characters ("x://u:pwd@h"); most command words are shorter.
        if (value == null || value.length() < 12 || value.length() > 16_384) return Optional.empty();
        for (TokenFormat f : FORMATS) {
            if (useHints && !f.mayMatch(value)) continue;
            java.util.regex.Matcher m = f.pattern().matcher(value);
            if (m.find()) {
                if (f.kind().isPasswordInUrl() && !literalUrlPassword(passwordOf(m.group()))) continue;
                if (TOKEN_PLACEHOLDER.matcher(m.group()).find()) continue;
                return Optional.of(f.kind());
            }
        }
        return Optional.empty();
    }

    /**
     * A URL's password that is written, not referred to: not a placeholder, not a reference
     * ({@code ${DB_PASSWORD}}, {@code $PW}); a {@code $} that references nothing ({@code pa$}, a
     * Compose {@code $$} escape) is part of the password.
     */
    private static boolean literalUrlPassword(String password) {
        if (PLACEHOLDER.matcher(password).find()) return false;
        return References.literalPart(password.replace("$$", "")).strip().length() >= 3;
    }

    /** True when the name says the variable holds a secret ({@code GITHUB_TOKEN}, {@code DB_PASSWORD}). */
    public static boolean isSecretName(String name) {
        if (name == null || name.length() > 256) return false;
        // Header and input names use '-' where variables use '_' (X-API-Key, openai-api-key).
        String n = name.replace('-', '_');
        return SECRET_NAME.matcher(n).find() && !NOT_A_SECRET_NAME.matcher(n).find();
    }

    /** True when a header of this name carries a credential ({@code Authorization}, {@code X-API-Key}, {@code Private-Token}). */
    public static boolean isCredentialHeader(String name) {
        if (name == null) return false;
        String n = name.strip().toLowerCase(Locale.ROOT);
        return n.equals("authorization") || n.equals("proxy-authorization") || n.equals("cookie") || isSecretName(name);
    }

    /**
     * Why a literal header value is a committed credential, or empty: a known token format anywhere
     * in it, or a literal credential in a header that carries one ({@code Authorization: Bearer abc…},
     * but not {@code Bearer ${TOKEN}}).
     */
    public static Optional<SecretKind> literalHeaderSecret(String name, String value) {
        if (value == null || value.isBlank()) return Optional.empty();
        String v = value.strip();
        Optional<SecretKind> token = tokenFormat(v);
        if (token.isPresent()) return token;
        if (!isCredentialHeader(name)) return Optional.empty();
        Matcher scheme = AUTH_SCHEME.matcher(v);
        String credential = scheme.matches() ? scheme.group(1).strip() : v;
        return literalSecret("TOKEN", credential).map(k -> named(Phrase.of("literal credential in a {header} header", "header", name.strip())));
    }

    /**
     * Why a literal value assigned to {@code name} is a secret, or empty. A value is a secret when it
     * has a known token format, or when the name is secret-like and the value looks like a real
     * credential rather than a reference, flag, number or placeholder.
     */
    public static Optional<SecretKind> literalSecret(String name, String value) {
        if (value == null) return Optional.empty();
        String v = value.strip();
        if (v.isEmpty()) return Optional.empty();
        Optional<SecretKind> token = tokenFormat(v);
        if (token.isPresent()) return token;
        if (!isSecretName(name)) return Optional.empty();
        // ${DB_PASSWORD:-hunter2}: the default is the value whenever the variable is unset, and it is committed.
        Matcher defaulted = DEFAULTED.matcher(v);
        if (defaulted.matches()) {
            String fallback = defaulted.group(1).strip();
            return fallback.isEmpty() ? Optional.empty()
                    : literalSecret(name, fallback).map(kind -> named(Phrase.of("literal default of a secret-named variable")));
        }
        if (References.isReferenceOnly(v)) return Optional.empty();
        // $$ is Compose's escape for a literal $; what remains of $$${VAR} is a reference and a lone $.
        if (References.literalPart(v).replace("$", "").isBlank()) return Optional.empty();
        boolean password = PASSWORD_NAME.matcher(name).find();
        if (password ? v.length() < 3 || BOOLEAN.matcher(v).matches()
                : v.length() < 8 || BOOLEAN_OR_NUMBER.matcher(v).matches()) {
            return Optional.empty();
        }
        if (PLACEHOLDER.matcher(v).find()) return Optional.empty();
        if (PUBLIC_DEVELOPMENT_KEYS.contains(v.toLowerCase(Locale.ROOT))) return Optional.empty();
        // An upper-case word (PASSWORD, MY_API_TOKEN) is a template placeholder, not a credential.
        if (UPPER_CASE_WORD.matcher(v).matches()) return Optional.empty();
        if (v.startsWith("/") || v.startsWith("./") || v.startsWith("~/") || v.startsWith("http")) return Optional.empty();
        // A URL without a password is where a secret is, not the secret: a secret manager's reference
        // (1Password's op://vault/item/field, vault://…) is what RUN-029 asks for instead.
        if (URL_WITHOUT_PASSWORD.matcher(v).matches()) return Optional.empty();
        // A path under a systemd specifier (%t/agent.sock, %h/.config/x).
        if (v.length() > 2 && v.charAt(0) == '%' && Character.isLetter(v.charAt(1)) && v.charAt(2) == '/') return Optional.empty();
        return Optional.of(named(Phrase.of("literal value of a secret-named variable")));
    }

    private static String passwordOf(String url) {
        int scheme = url.indexOf("://");
        int at = url.indexOf('@', scheme + 3);
        String userinfo = at > 0 ? url.substring(scheme + 3, at) : "";
        int colon = userinfo.indexOf(':');
        return colon >= 0 ? userinfo.substring(colon + 1).toLowerCase(Locale.ROOT) : "";
    }
}
