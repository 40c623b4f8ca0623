package dev.agentlint.check;

import dev.agentlint.base.Format;
import java.util.List;
import java.util.Map;

/**
 * A rule's identity and documentation, read from {@code rules/<id>.yaml}.
 *
 * @param id               stable kebab-case id, never reused
 * @param title            a short noun phrase ("Permission prompts bypassed by default")
 * @param level            default level: error for the policy's hard constraints, warning for guidance, note for inventory
 * @param runIds           the policy rules (RUN-001 … RUN-040) this rule enforces
 * @param securitySeverity GitHub's 0.0–10.0 score, as text
 * @param precision        very-high, high, medium or low
 * @param formats          format ids the rule applies to
 * @param summary          one sentence: what it flags
 * @param rationale        why it matters
 * @param remediation      what to do instead
 * @param exceptions       when a finding may be acceptable, or empty
 * @param examples         bad and good inputs per format
 * @param messages         the rule's finding messages by id: templates with named parameters ({@link Message})
 * @param fix              the fix the rule offers for its findings ({@code fix:} in its YAML), or null when it offers none
 */
public record RuleMeta(String id, String title, Level level, List<String> runIds, String securitySeverity,
                       String precision, List<String> formats, String summary, String rationale, String remediation,
                       String exceptions, List<Example> examples, Map<String, String> messages, FixMeta fix) {

    public RuleMeta {
        messages = messages == null ? Map.of() : messages;
    }

    public RuleMeta(String id, String title, Level level, List<String> runIds, String securitySeverity, String precision,
                    List<String> formats, String summary, String rationale, String remediation, String exceptions,
                    List<Example> examples, Map<String, String> messages) {
        this(id, title, level, runIds, securitySeverity, precision, formats, summary, rationale, remediation, exceptions,
                examples, messages, null);
    }

    /**
     * What {@code scan --fix} writes for the rule's findings.
     *
     * @param safe        a safe fix only tightens and cannot break a working set-up unexpectedly
     *                    ({@code --fix}); an unsafe one needs {@code --unsafe-fixes}
     * @param description one line: what the fix writes
     */
    public record FixMeta(boolean safe, String description) {
        public String kind() {
            return safe ? "safe" : "unsafe";
        }
    }

    /** A rule whose messages are not templates (yet): each finding's message is written by its rule. */
    public RuleMeta(String id, String title, Level level, List<String> runIds, String securitySeverity, String precision,
                    List<String> formats, String summary, String rationale, String remediation, String exceptions,
                    List<Example> examples) {
        this(id, title, level, runIds, securitySeverity, precision, formats, summary, rationale, remediation, exceptions,
                examples, Map.of());
    }

    /**
     * A bad and a good input of one format, as the docs show them and the test suite checks them.
     *
     * @param file        where the example is written (relative; empty: the format's usual file name)
     * @param besideFile  a file written next to both examples (relative to the example's directory),
     *                    for rules about what a file refers to; empty when there is none
     * @param beside      that file's text
     */
    public record Example(String format, String language, String file, String bad, String good, String besideFile,
                          String beside) {

        public Example(String format, String language, String file, String bad, String good) {
            this(format, language, file, bad, good, "", "");
        }

        /**
         * The relative path the example is scanned at: its own {@code file}, else where its format
         * usually lives; null for an illustration that is no file agentlint scans.
         */
        public String path() {
            if (!file.isBlank()) return file;
            Format f = Format.ofId(format);
            return f == null ? null : f.usualPath();
        }
    }
}
