package dev.agentlint.check;

import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.Node;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The rules and their metadata. Metadata comes from {@code rules/<id>.yaml}, compiled at build
 * time into one resource ({@link CompiledCatalog}) that is read on first use, so a scan that
 * finds nothing never reads it and one that does never loads a YAML parser for it.
 *
 * <p>Most rules are {@link Rule}s the {@link Checker} runs over a file's facts. A few are reported
 * by a later pipeline stage instead (the filter's findings about ignores, which exist only once
 * every rule has run); they have metadata, docs and fixtures like any rule, but no {@code Rule} object.
 */
public final class RuleCatalog {

    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(?:-[a-z0-9]+)*");
    private static final Pattern RUN_ID = Pattern.compile("RUN-0[0-4][0-9]");

    private final Map<String, Rule> rules = new LinkedHashMap<>();
    private final Set<String> ids = new LinkedHashSet<>();
    private final Map<String, RuleMeta> meta = new ConcurrentHashMap<>();
    private final Map<String, RuleMeta> translated = new ConcurrentHashMap<>();

    public RuleCatalog(List<Rule> rules) {
        this(rules, List.of());
    }

    /**
     * @param rules    rules the checker runs
     * @param reported ids of rules whose findings a later pipeline stage reports (see the class comment)
     */
    public RuleCatalog(List<Rule> rules, List<String> reported) {
        for (Rule r : rules) {
            if (this.rules.put(r.id(), r) != null) throw new IllegalStateException("duplicate rule id " + r.id());
            ids.add(r.id());
        }
        for (String id : reported) {
            if (!ids.add(id)) throw new IllegalStateException("duplicate rule id " + id);
        }
    }

    /** The rules the checker runs (not those a later stage reports). */
    public List<Rule> rules() {
        return List.copyOf(rules.values());
    }

    public Optional<Rule> rule(String id) {
        return Optional.ofNullable(rules.get(id));
    }

    /** Every rule id, including those a later stage reports. */
    public List<String> ids() {
        return List.copyOf(ids);
    }

    /** Whether {@code id} is a rule's id (without the copy {@link #ids()} makes). */
    public boolean knows(String id) {
        return ids.contains(id);
    }

    /** The metadata of a known rule. */
    public RuleMeta meta(String id) {
        if (!ids.contains(id)) throw new IllegalArgumentException("unknown rule " + id);
        return meta.computeIfAbsent(id, RuleCatalog::load);
    }

    /**
     * The metadata of a known rule in a language: its prose translated, the rest the English
     * rule's. English reads nothing more than {@link #meta(String)}; a rule without a
     * translation is shown in English.
     */
    public RuleMeta meta(String id, Lang lang) {
        if (lang == Lang.EN) return meta(id);
        if (!ids.contains(id)) throw new IllegalArgumentException("unknown rule " + id);
        // One language besides English so far; the key would carry the language when there are more.
        return translated.computeIfAbsent(id, k -> load(k, lang));
    }

    /**
     * A finding's message in a language: its rule's template rendered in that language; the
     * English message for English, for a message that is no template, and for a template not
     * translated yet. English renders nothing: the finding carries its English words.
     */
    public String message(Finding f, Lang lang) {
        return message(f.ruleId(), f.template(), f.message(), lang);
    }

    /** What a related place of a finding says, in a language, as {@link #message(Finding, Lang)}. */
    public String message(Finding f, Finding.Related r, Lang lang) {
        return message(f.ruleId(), r.template(), r.message(), lang);
    }

    private String message(String ruleId, Message template, String english, Lang lang) {
        if (lang == Lang.EN || template == null || !ids.contains(ruleId)) return english;
        String text = template.render(meta(ruleId, lang).messages(), Phrases.of(lang));
        return text != null ? text : english;
    }

    public List<RuleMeta> allMeta() {
        return allMeta(Lang.EN);
    }

    public List<RuleMeta> allMeta(Lang lang) {
        List<RuleMeta> all = new ArrayList<>();
        for (String id : ids) all.add(meta(id, lang));
        return all;
    }

    /** Rules that enforce a RUN-id, or the rule with this id; empty when neither. */
    public List<RuleMeta> resolve(String idOrRunId) {
        return resolve(idOrRunId, Lang.EN);
    }

    /** As {@link #resolve(String)}, the metadata in a language. */
    public List<RuleMeta> resolve(String idOrRunId, Lang lang) {
        String q = idOrRunId.trim();
        if (ids.contains(q)) return List.of(meta(q, lang));
        String run = q.toUpperCase(Locale.ROOT);
        if (!RUN_ID.matcher(run).matches()) return List.of();
        List<RuleMeta> out = new ArrayList<>();
        for (String id : ids) {
            if (meta(id).runIds().contains(run)) out.add(meta(id, lang));
        }
        return out;
    }

    /** Rules that the filter reports (findings about ignores) form a family of their own. */
    public static final String REPORTED_FAMILY = "ignores";

    /** A rule's family: the package its class lives in ({@code rules/<family>/}), or {@link #REPORTED_FAMILY}. */
    public String family(String id) {
        Rule r = rules.get(id);
        if (r == null) return REPORTED_FAMILY;
        String pkg = r.getClass().getPackageName();
        return pkg.substring(pkg.lastIndexOf('.') + 1);
    }

    /** Every family, in the order their first rules come. */
    public List<String> families() {
        Set<String> out = new LinkedHashSet<>();
        for (String id : ids) out.add(family(id));
        return List.copyOf(out);
    }

    /** The rules a selector names: a rule id, a RUN-id (every rule enforcing it) or a family; empty when none. */
    public Set<String> select(String selector) {
        String q = selector.trim();
        Set<String> out = new LinkedHashSet<>();
        for (RuleMeta m : resolve(q)) out.add(m.id());
        if (!out.isEmpty()) return out;
        for (String id : ids) if (family(id).equals(q)) out.add(id);
        return out;
    }

    static RuleMeta load(String id) {
        Map<String, RuleMeta> compiled = CompiledCatalog.bundled();
        if (compiled != null) {
            RuleMeta m = compiled.get(id);
            if (m == null) throw new IllegalStateException("rule " + id + " is missing from " + CompiledCatalog.RESOURCE + " (rebuild)");
            return m;
        }
        return loadYaml(id);
    }

    static RuleMeta load(String id, Lang lang) {
        Map<String, RuleMeta> compiled = CompiledCatalog.bundled(lang);
        if (compiled != null) {
            RuleMeta m = compiled.get(id);
            // A rule the translated catalogue lacks (a test's own rule) is shown in English.
            return m != null ? m : load(id);
        }
        return loadYaml(id, lang);
    }

    /** Without a compiled catalogue, the English rule's YAML and its translation's, parsed on first use. */
    static RuleMeta loadYaml(String id, Lang lang) {
        RuleMeta english = load(id);
        String yaml = resourceText("/rules/" + lang.tag() + "/" + id + ".yaml");
        return yaml == null ? english : RuleTranslation.parse(lang, english, yaml);
    }

    private static String resourceText(String resource) {
        try (InputStream in = RuleCatalog.class.getResourceAsStream(resource)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Without a compiled catalogue (a build that skipped the step), each rule's YAML is parsed on first use. */
    static RuleMeta loadYaml(String id) {
        String resource = "/rules/" + id + ".yaml";
        try (InputStream in = RuleCatalog.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("rule " + id + " has no " + resource);
            return parse(id, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses and validates one rule file; any problem is an error naming the file. */
    public static RuleMeta parse(String expectedId, String yaml) {
        Node n;
        try {
            n = YamlTreeParser.parseAll(yaml).stream().findFirst().orElseThrow(() -> new ParseException("empty", null));
        } catch (ParseException e) {
            throw new IllegalStateException("rules/" + expectedId + ".yaml: " + e.getMessage());
        }
        String id = required(n, "id", expectedId);
        if (!id.equals(expectedId)) throw new IllegalStateException("rules/" + expectedId + ".yaml: id is " + id);
        if (!ID.matcher(id).matches()) throw new IllegalStateException("rules/" + id + ".yaml: id must be kebab-case");
        List<String> runIds = strings(n.get("run"));
        for (String r : runIds) {
            if (!RUN_ID.matcher(r).matches()) throw new IllegalStateException("rules/" + id + ".yaml: bad RUN-id " + r);
        }
        List<RuleMeta.Example> examples = new ArrayList<>();
        for (Node e : n.get("examples").elements()) {
            examples.add(new RuleMeta.Example(required(e, "format", id), e.get("language").textOr("text"),
                    e.get("file").textOr(""), e.get("bad").textOr(""), e.get("good").textOr(""),
                    e.at("beside", "file").textOr(""), e.at("beside", "text").textOr("")));
        }
        return new RuleMeta(id, required(n, "title", id), Level.parse(required(n, "level", id)),
                Collections.unmodifiableList(runIds), required(n, "security-severity", id),
                required(n, "precision", id), Collections.unmodifiableList(strings(n.get("formats"))),
                required(n, "summary", id).strip(), required(n, "rationale", id).strip(),
                required(n, "remediation", id).strip(), n.get("exceptions").textOr("").strip(),
                Collections.unmodifiableList(examples), messages(n.get("messages"), "rules/" + id + ".yaml"), fix(n.get("fix"), id));
    }

    /** {@code fix: {kind: safe|unsafe, description: ...}}, or null when the rule offers no fix. */
    static RuleMeta.FixMeta fix(Node fix, String id) {
        if (fix.isMissing()) return null;
        String kind = fix.get("kind").textOr("");
        if (!kind.equals("safe") && !kind.equals("unsafe")) throw new IllegalStateException("rules/" + id + ".yaml: fix.kind must be safe or unsafe");
        String description = fix.get("description").text().filter(s -> !s.isBlank())
                .orElseThrow(() -> new IllegalStateException("rules/" + id + ".yaml: missing fix.description"));
        if (description.strip().indexOf('\n') >= 0) throw new IllegalStateException("rules/" + id + ".yaml: fix.description spans lines (write it >-)");
        return new RuleMeta.FixMeta(kind.equals("safe"), description.strip());
    }

    /**
     * A rule's {@code messages:}, each a one-line template ({@link Message}); kept exactly as
     * written (a clause may begin with a space), so write long ones as {@code >-} folded scalars.
     */
    static Map<String, String> messages(Node messages, String file) {
        if (messages.isMissing()) return Map.of();
        if (!messages.isMap()) throw new IllegalStateException(file + ": messages must be a mapping of id to template");
        Map<String, String> out = new LinkedHashMap<>();
        for (var e : messages.entries()) {
            if (!ID.matcher(e.key()).matches()) throw new IllegalStateException(file + ": message id " + e.key() + " must be kebab-case");
            String template = e.value().text().orElseThrow(() -> new IllegalStateException(file + ": message " + e.key() + " is not text"));
            if (template.indexOf('\n') >= 0) throw new IllegalStateException(file + ": message " + e.key() + " spans lines (write it >-)");
            out.put(e.key(), template);
        }
        return Collections.unmodifiableMap(out);
    }

    private static String required(Node n, String key, String id) {
        return n.get(key).text().filter(s -> !s.isBlank())
                .orElseThrow(() -> new IllegalStateException("rules/" + id + ".yaml: missing " + key));
    }

    private static List<String> strings(Node list) {
        List<String> out = new ArrayList<>();
        for (Node e : list.elements()) e.text().ifPresent(out::add);
        return out;
    }
}
