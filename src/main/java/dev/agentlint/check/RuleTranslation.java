package dev.agentlint.check;

import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.tree.Node;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A rule's documentation in another language, {@code rules/<lang>/<id>.yaml}: only the prose
 * (title, summary, rationale, remediation, exceptions) and the finding messages' templates, each
 * naming the same parameters as the English one. Everything technical — level, RUN-ids,
 * severity, formats, examples — comes from the English rule, so a translation cannot change what
 * a rule is, only how it is explained.
 */
public final class RuleTranslation {

    /** The keys a translation may have; anything else (a level, an example) belongs to the English rule. */
    static final Set<String> KEYS = Set.of("id", "title", "summary", "rationale", "remediation", "exceptions", "messages", "fix");

    private RuleTranslation() {}

    /** The English rule with its prose replaced by the translation's; any problem is an error naming the file. */
    public static RuleMeta parse(Lang lang, RuleMeta english, String yaml) {
        String file = "rules/" + lang.tag() + "/" + english.id() + ".yaml";
        Node n;
        try {
            n = YamlTreeParser.parseAll(yaml).stream().findFirst().orElseThrow(() -> new ParseException("empty", null));
        } catch (ParseException e) {
            throw new IllegalStateException(file + ": " + e.getMessage());
        }
        if (!n.isMap()) throw new IllegalStateException(file + ": not a mapping");
        for (var entry : n.entries()) {
            String key = entry.key();
            if (!KEYS.contains(key)) throw new IllegalStateException(file + ": " + key + " is not translated (only " + List.copyOf(KEYS) + ")");
        }
        String id = required(n, "id", file);
        if (!id.equals(english.id())) throw new IllegalStateException(file + ": id is " + id);
        String exceptions = n.get("exceptions").textOr("").strip();
        if (exceptions.isEmpty() != english.exceptions().isEmpty()) {
            throw new IllegalStateException(file + ": exceptions " + (exceptions.isEmpty() ? "missing" : "given, but the English rule has none"));
        }
        return new RuleMeta(id, required(n, "title", file), english.level(), english.runIds(), english.securitySeverity(),
                english.precision(), english.formats(), required(n, "summary", file).strip(), required(n, "rationale", file).strip(),
                required(n, "remediation", file).strip(), exceptions, english.examples(), messages(english, n.get("messages"), file),
                fix(english, n.get("fix"), file));
    }

    /** The English fix with its description translated; a translation of a fix the English rule lacks is an error. */
    private static RuleMeta.FixMeta fix(RuleMeta english, Node node, String file) {
        if (node.isMissing()) return english.fix();
        if (english.fix() == null) throw new IllegalStateException(file + ": fix given, but the English rule offers none");
        for (var entry : node.entries()) {
            if (!entry.key().equals("description")) throw new IllegalStateException(file + ": fix." + entry.key() + " is not translated (only description)");
        }
        String description = required(node, "description", file).strip();
        return new RuleMeta.FixMeta(english.fix().safe(), description);
    }

    /**
     * The translated templates over the English ones: a template not translated yet is the
     * English (RuleTranslationTest insists on every one); one the English lacks, or that names
     * other parameters than the English, is an error, since the rule could not fill it.
     */
    private static Map<String, String> messages(RuleMeta english, Node node, String file) {
        Map<String, String> translated = RuleCatalog.messages(node, file);
        if (translated.isEmpty()) return english.messages();
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : english.messages().entrySet()) {
            String t = translated.get(e.getKey());
            if (t != null && !Message.parameters(t).equals(Message.parameters(e.getValue()))) {
                throw new IllegalStateException(file + ": message " + e.getKey() + " names " + Message.parameters(t)
                        + ", the English " + Message.parameters(e.getValue()));
            }
            out.put(e.getKey(), t != null ? t : e.getValue());
        }
        for (String key : translated.keySet()) {
            if (!english.messages().containsKey(key)) throw new IllegalStateException(file + ": message " + key + " is not one of the English rule's");
        }
        return Collections.unmodifiableMap(out);
    }

    private static String required(Node n, String key, String file) {
        return n.get(key).text().filter(s -> !s.isBlank()).orElseThrow(() -> new IllegalStateException(file + ": missing " + key));
    }
}
