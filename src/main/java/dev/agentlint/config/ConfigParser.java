package dev.agentlint.config;

import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Location;
import dev.agentlint.model.RuleOptions;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.SourceFile;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads and strictly validates {@code .agentlint.yaml}: unknown keys, duplicate keys, wrong types,
 * unknown rules and malformed patterns are all errors naming the line. The accepted shape is
 * documented in {@code docs/configuration.md} and {@code docs/agentlint-config.schema.json}; a
 * test keeps the three in agreement.
 */
public final class ConfigParser {

    private static final Pattern POSITIVE_NUMBER = Pattern.compile("[1-9][0-9]{0,8}");
    private static final Pattern POLICY_ITEM = Pattern.compile("RUN-0[0-4][0-9]");

    public static final int VERSION = 1;

    private static final List<String> TOP = List.of("version", "rules", "options", "agent-workloads", "exclude",
            "ignores", "inline-ignores", "report-unused-ignores");
    private static final List<String> OPTIONS = List.of("sensitive-paths", "allowed-domains", "agent-commands");
    private static final List<String> WORKLOADS = List.of("services", "files");
    private static final List<String> IGNORE = List.of("path", "rule", "line", "location", "reason", "expires");
    private static final List<String> RULE_VALUES = List.of("off", "on", "error", "warning", "note");
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern COMMAND = Pattern.compile("[A-Za-z0-9._+-]+");
    private static final Pattern HOST = Pattern.compile("(?:\\*\\.)?[A-Za-z0-9._:-]+");

    private final SourceFile source;
    private final RuleCatalog catalog;

    private ConfigParser(SourceFile source, RuleCatalog catalog) {
        this.source = source;
        this.catalog = catalog;
    }

    /**
     * @param source    the configuration's text, with the path to show in messages
     * @param directory the project root (the directory holding the file)
     */
    public static Config parse(SourceFile source, Path directory, RuleCatalog catalog) throws ConfigException {
        return new ConfigParser(source, catalog).parse(directory.toAbsolutePath().normalize());
    }

    private Config parse(Path directory) throws ConfigException {
        List<Node> docs;
        try {
            docs = YamlTreeParser.parseAll(source);
        } catch (ParseException e) {
            throw new ConfigException(source.displayPath(), e.span(), "not valid YAML: " + e.getMessage());
        }
        if (docs.size() > 1) throw error(docs.get(1).span(), "a configuration is one YAML document, not " + docs.size());
        if (docs.isEmpty() || isNull(docs.get(0))) {
            return new Config(source, directory, RuleSettings.DEFAULTS, RuleOptions.DEFAULTS, List.of(), List.of(),
                    List.of(), null, null);
        }
        Node root = docs.get(0);
        notSomeOtherFile(root);
        Map<String, Node> top = map(root, TOP, "the configuration");
        Node version = top.get("version");
        if (version != null) {
            if (!isType(version, ScalarNode.Type.NUMBER) || !version.textOr("").equals(Integer.toString(VERSION))) {
                throw error(version.span(), "version must be " + VERSION + " (the only configuration version this agentlint reads)");
            }
        }
        RuleSettings rules = top.containsKey("rules") ? rules(top.get("rules")) : RuleSettings.DEFAULTS;
        Map<String, Node> opts = top.containsKey("options") ? map(top.get("options"), OPTIONS, "options") : Map.of();
        List<String> sensitive = strings(opts.get("sensitive-paths"), "a path");
        for (int i = 0; i < sensitive.size(); i++) {
            HostPath p = HostPath.of(sensitive.get(i));
            if (p.isRelative() || !p.resolved()) {
                throw error(opts.get("sensitive-paths").get(i).span(), "sensitive path '" + p.written()
                        + "' must be absolute or start with ~ (the home directory), without other variables");
            }
        }
        List<String> domains = checked(opts.get("allowed-domains"), HOST, "a host name, IP address or *.domain pattern");
        List<String> commands = checked(opts.get("agent-commands"), COMMAND, "an executable name (no path, no spaces)");
        Map<String, Node> workloads = top.containsKey("agent-workloads")
                ? map(top.get("agent-workloads"), WORKLOADS, "agent-workloads") : Map.of();
        List<String> services = strings(workloads.get("services"), "a workload name");
        List<Glob> workloadFiles = globs(workloads.get("files"));
        List<Glob> exclude = globs(top.get("exclude"));
        List<ConfigIgnore> ignores = new ArrayList<>();
        if (top.containsKey("ignores")) {
            Node list = list(top.get("ignores"), "ignores");
            for (Node entry : list.elements()) ignores.add(ignore(entry));
        }
        return new Config(source, directory, rules,
                new RuleOptions(sensitive, domains, commands, new LinkedHashSet<>(services), false),
                workloadFiles, exclude, ignores, bool(top.get("inline-ignores")), bool(top.get("report-unused-ignores")));
    }

    private RuleSettings rules(Node node) throws ConfigException {
        Map<String, Node> entries = map(node, null, "rules");
        Map<String, RuleSettings.Setting> byRun = new LinkedHashMap<>();
        Map<String, RuleSettings.Setting> byId = new HashMap<>();
        for (Map.Entry<String, Node> e : entries.entrySet()) {
            Node value = e.getValue();
            List<RuleMeta> resolved = resolve(e.getKey(), value.keySpan());
            String v = scalarString(value, "off, on, error, warning or note");
            if (!RULE_VALUES.contains(v)) {
                throw error(value.span(), "'" + value.textOr("") + "' is not a rule setting: write off, on, error, warning or note");
            }
            RuleSettings.Setting s = switch (v) {
                case "off" -> new RuleSettings.Setting(false, null);
                case "on" -> new RuleSettings.Setting(true, null);
                default -> new RuleSettings.Setting(true, Level.parse(v));
            };
            boolean isRuleId = catalog.ids().contains(e.getKey().strip());
            for (RuleMeta m : resolved) {
                if (isRuleId) byId.put(m.id(), s);
                else byRun.put(m.id(), s);
            }
        }
        Map<String, RuleSettings.Setting> all = new HashMap<>(byRun);
        all.putAll(byId);
        return new RuleSettings(all);
    }

    private ConfigIgnore ignore(Node entry) throws ConfigException {
        Map<String, Node> m = map(entry, IGNORE, "an ignore");
        for (String required : List.of("path", "rule", "reason")) {
            if (!m.containsKey(required)) {
                throw error(entry.span(), "this ignore has no '" + required + "'"
                        + (required.equals("reason") ? ": every ignore says why the findings are acceptable" : ""));
            }
        }
        Glob path = glob(m.get("path"));
        Node ruleNode = m.get("rule");
        List<Node> ruleNodes = ruleNode.isList() ? ruleNode.elements() : List.of(ruleNode);
        if (ruleNodes.isEmpty()) throw error(ruleNode.span(), "rule names no rule");
        Set<String> ids = new LinkedHashSet<>();
        List<String> written = new ArrayList<>();
        for (Node r : ruleNodes) {
            String id = scalarString(r, "a rule id or RUN-id");
            for (RuleMeta meta : resolve(id, r.span())) ids.add(meta.id());
            written.add(id.strip());
        }
        String reason = scalarString(m.get("reason"), "the reason").strip();
        if (reason.isEmpty()) throw error(m.get("reason").span(), "the reason is empty: say why the findings are acceptable");
        int line = 0;
        if (m.containsKey("line")) {
            Node l = m.get("line");
            String t = l.textOr("");
            if (!isType(l, ScalarNode.Type.NUMBER) || !POSITIVE_NUMBER.matcher(t).matches()) {
                throw error(l.span(), "line must be a positive whole number");
            }
            line = Integer.parseInt(t);
        }
        String pointer = null;
        if (m.containsKey("location")) {
            if (m.containsKey("line")) {
                throw error(m.get("location").keySpan(), "give either line or location, not both (location survives edits; prefer it)");
            }
            Node loc = m.get("location");
            try {
                pointer = LogicalPath.toPointer(scalarString(loc, "a JSON Pointer or a path"));
            } catch (IllegalArgumentException e) {
                throw error(loc.span(), e.getMessage());
            }
        }
        LocalDate expires = null;
        Location expiresAt = null;
        if (m.containsKey("expires")) {
            Node x = m.get("expires");
            String t = scalarString(x, "a date (YYYY-MM-DD)").strip();
            if (!DATE.matcher(t).matches()) throw error(x.span(), "expires must be a date written YYYY-MM-DD, not '" + t + "'");
            try {
                expires = LocalDate.parse(t);
            } catch (DateTimeParseException e) {
                throw error(x.span(), "'" + t + "' is not a calendar date");
            }
            expiresAt = Location.ofEntry(source, x);
        }
        return new ConfigIgnore(path, String.join(", ", written), Set.copyOf(ids), line, pointer, reason, expires,
                Location.of(source, entry), expiresAt);
    }

    private List<RuleMeta> resolve(String idOrRun, Span at) throws ConfigException {
        String q = idOrRun.strip();
        List<RuleMeta> found = q.isEmpty() ? List.of() : catalog.resolve(q);
        if (!found.isEmpty()) return found;
        if (POLICY_ITEM.matcher(q.toUpperCase(Locale.ROOT)).matches()) {
            throw error(at, "no agentlint rule enforces " + q.toUpperCase(Locale.ROOT) + " (see 'agentlint rules')");
        }
        String hint = closest(q, catalog.ids());
        throw error(at, "unknown rule '" + q + "'" + (hint == null ? "" : "; did you mean '" + hint + "'?") + " (see 'agentlint rules')");
    }

    /**
     * A mapping none of whose keys agentlint reads is some other file ({@code --config} pointed at
     * the wrong one, or at a secret): said without quoting any of it, where an unknown key in a
     * real configuration (one key known, or a misspelling of one) is quoted to help fix a typo.
     */
    private void notSomeOtherFile(Node root) throws ConfigException {
        if (!(root instanceof MapNode m) || m.entries().isEmpty()) return;
        for (MapNode.Entry e : m.entries()) if (TOP.contains(e.key()) || closest(e.key(), TOP) != null) return;
        throw error(Span.point(1, 1), "this is not an agentlint configuration: none of its top-level keys is one agentlint reads ("
                + String.join(", ", TOP) + ")");
    }

    /** Entries of a mapping, rejecting duplicates and (when {@code allowed} is given) unknown keys. */
    private Map<String, Node> map(Node node, List<String> allowed, String what) throws ConfigException {
        if (!(node instanceof MapNode m)) throw error(node.span(), what + " must be a mapping (key: value)");
        Map<String, Node> out = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (MapNode.Entry e : m.entries()) {
            Node v = e.value();
            if (!seen.add(e.key())) throw error(v.keySpan(), "duplicate key '" + e.key() + "' in " + what);
            if (allowed != null && !allowed.contains(e.key())) {
                String hint = closest(e.key(), allowed);
                throw error(v.keySpan(), "unknown key '" + e.key() + "' in " + what
                        + (hint != null ? "; did you mean '" + hint + "'?" : "") + " (allowed: " + String.join(", ", allowed) + ")");
            }
            out.put(e.key(), v);
        }
        return out;
    }

    private Node list(Node node, String what) throws ConfigException {
        if (!node.isList()) throw error(node.span(), what + " must be a list");
        return node;
    }

    private List<String> strings(Node node, String what) throws ConfigException {
        if (node == null) return List.of();
        List<String> out = new ArrayList<>();
        for (Node e : list(node, "this").elements()) {
            String s = scalarString(e, what).strip();
            if (s.isEmpty()) throw error(e.span(), "empty entry: expected " + what);
            out.add(s);
        }
        return out;
    }

    private List<String> checked(Node node, Pattern shape, String what) throws ConfigException {
        List<String> values = strings(node, what);
        for (int i = 0; i < values.size(); i++) {
            if (!shape.matcher(values.get(i)).matches()) {
                throw error(node.get(i).span(), "'" + values.get(i) + "' is not " + what);
            }
        }
        return values;
    }

    private List<Glob> globs(Node node) throws ConfigException {
        if (node == null) return List.of();
        List<Glob> out = new ArrayList<>();
        for (Node e : list(node, "this").elements()) out.add(glob(e));
        return out;
    }

    /**
     * Every file of a scan is matched against every pattern ({@code exclude}, {@code ignores},
     * {@code agent-workloads.files}): more than any real configuration has would make each file
     * cost what the configuration costs, so a pull request's configuration cannot slow every scan.
     */
    static final int MAX_PATTERNS = 1000;
    static final int MAX_PATTERN_LENGTH = 1024;

    private int patterns;

    private Glob glob(Node node) throws ConfigException {
        String s = scalarString(node, "a path pattern");
        if (++patterns > MAX_PATTERNS) {
            throw error(node.span(), "more than " + MAX_PATTERNS + " path patterns (exclude, ignores and agent-workloads files"
                    + " together): every scanned file is matched against each, so agentlint reads at most " + MAX_PATTERNS);
        }
        if (s.length() > MAX_PATTERN_LENGTH) {
            throw error(node.span(), "a path pattern longer than " + MAX_PATTERN_LENGTH + " characters");
        }
        try {
            return Glob.parse(s);
        } catch (IllegalArgumentException e) {
            throw error(node.span(), e.getMessage());
        }
    }

    private Boolean bool(Node node) throws ConfigException {
        if (node == null) return null;
        if (!isType(node, ScalarNode.Type.BOOLEAN)) throw error(node.span(), "expected true or false");
        return node.isTrue();
    }

    private String scalarString(Node node, String what) throws ConfigException {
        if (!isType(node, ScalarNode.Type.STRING)) {
            String found = node.isMap() ? "a mapping" : node.isList() ? "a list" : isNull(node) ? "nothing" : "'" + node.textOr("") + "'";
            throw error(node.span(), "expected " + what + " (a string; quote it), found " + found);
        }
        return node.textOr("");
    }

    private static boolean isType(Node node, ScalarNode.Type type) {
        return node instanceof ScalarNode s && s.type() == type;
    }

    private static boolean isNull(Node node) {
        return isType(node, ScalarNode.Type.NULL);
    }

    private ConfigException error(Span at, String problem) {
        return new ConfigException(source.displayPath(), at, problem);
    }

    /** The allowed word closest to a misspelling, if it is close enough to be what was meant. */
    static String closest(String word, List<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            // Lengths further apart than the accepted distance cannot be a misspelling: not worth an edit distance (a key may be huge).
            if (Math.abs(word.length() - c.length()) > Math.max(2, c.length() / 4)) continue;
            int d = distance(word.toLowerCase(Locale.ROOT), c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best != null && bestDistance <= Math.max(2, best.length() / 4) ? best : null;
    }

    private static int distance(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 8 || a.length() > 200 || b.length() > 200) return Integer.MAX_VALUE;
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
