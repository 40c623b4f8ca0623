package dev.agentlint.check;

import dev.agentlint.base.Span;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * One violation at one place.
 *
 * @param ruleId      the rule's stable id
 * @param level       error, warning or note
 * @param message     what is wrong, why it matters and what to write instead; the first sentence is the headline
 * @param path        the file as shown to users ('/'-separated, relative to the working directory)
 * @param span        the region to underline
 * @param logicalPath where in the file's structure (JSON Pointer or equivalent): stable across edits
 * @param evidence    the offending value, normalised; with rule, path and logical path it identifies the finding
 * @param snippet     the source line the span starts on (for the text report)
 * @param suppression why the finding does not count, or null
 * @param related     other places the verdict depends on (the compose service a launch resolved to,
 *                    the setting that exposes it), each with what it says; empty for most findings.
 *                    Not part of the fingerprint: the finding is the same finding wherever its context lies.
 * @param template    the message as its rule stated it (template id and values), from which a report
 *                    renders it in another language; null for a message written out in English only.
 *                    {@code message} is always its English rendering.
 * @param fix         what the rule proposes to write instead, or null: an intent as the rule states it,
 *                    edits once the fix stage has resolved it. Not part of the finding's identity.
 */
public record Finding(String ruleId, Level level, String message, String path, Span span, String logicalPath,
                      String evidence, String snippet, Suppression suppression, List<Related> related, Message template,
                      Fix fix) {

    /**
     * A place another file (or another part of this one) that the finding's verdict depends on.
     *
     * @param template what it says as a template of the finding's rule, or null (see {@link Finding#template})
     */
    public record Related(String path, Span span, String message, Message template) {
        public Related(String path, Span span, String message) {
            this(path, span, message, null);
        }

        // The English words are what the place says; the template only says it in another language.
        @Override
        public boolean equals(Object o) {
            return o instanceof Related r && path.equals(r.path) && span.equals(r.span) && message.equals(r.message);
        }

        @Override
        public int hashCode() {
            return Objects.hash(path, span, message);
        }
    }

    public Finding {
        related = related == null ? List.of() : List.copyOf(related);
    }

    public Finding(String ruleId, Level level, String message, String path, Span span, String logicalPath,
                   String evidence, String snippet, Suppression suppression, List<Related> related, Message template) {
        this(ruleId, level, message, path, span, logicalPath, evidence, snippet, suppression, related, template, null);
    }

    public Finding(String ruleId, Level level, String message, String path, Span span, String logicalPath,
                   String evidence, String snippet, Suppression suppression, List<Related> related) {
        this(ruleId, level, message, path, span, logicalPath, evidence, snippet, suppression, related, null);
    }

    public Finding(String ruleId, Level level, String message, String path, Span span, String logicalPath,
                   String evidence, String snippet, Suppression suppression) {
        this(ruleId, level, message, path, span, logicalPath, evidence, snippet, suppression, List.of());
    }

    /** Bump when what goes into the fingerprint changes, so old baselines are recognised as such. */
    public static final String FINGERPRINT_VERSION = "v1";

    public boolean suppressed() {
        return suppression != null;
    }

    public Finding withSuppression(Suppression s) {
        return new Finding(ruleId, level, message, path, span, logicalPath, evidence, snippet, s, related, template, fix);
    }

    public Finding withLevel(Level l) {
        return new Finding(ruleId, l, message, path, span, logicalPath, evidence, snippet, suppression, related, template, fix);
    }

    public Finding withFix(Fix f) {
        return new Finding(ruleId, level, message, path, span, logicalPath, evidence, snippet, suppression, related, template, f);
    }

    /** Whether the finding carries edits to write. */
    public boolean fixable() {
        return fix != null && fix.applicable();
    }

    /**
     * A hash of rule, path, logical location and evidence, never of line numbers or list
     * positions: moving a setting, or adding an entry above it in a list, keeps its fingerprint;
     * changing its value does not. (The evidence tells entries of one list apart; identical ones
     * are counted.)
     */
    public String fingerprint() {
        String key = ruleId + '\0' + path + '\0' + withoutListPositions(logicalPath) + '\0' + evidence;
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return FINGERPRINT_VERSION + ":" + HexFormat.of().formatHex(d, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    /**
     * A JSON Pointer with every all-digit segment (a list index) replaced by {@code #}. One pass
     * without substrings: a report computes this for every finding.
     */
    static String withoutListPositions(String pointer) {
        if (pointer == null) return "";
        StringBuilder b = new StringBuilder(pointer.length());
        int start = 0;
        while (start <= pointer.length()) {
            int end = start;
            boolean digits = true;
            while (end < pointer.length() && pointer.charAt(end) != '/') {
                char c = pointer.charAt(end++);
                digits &= c >= '0' && c <= '9';
            }
            if (digits && end > start) b.append('#');
            else b.append(pointer, start, end);
            if (end < pointer.length()) b.append('/');
            start = end + 1;
        }
        return b.toString();
    }

    // Written out rather than generated, for start-up time (ADR 0019). The template is left out: the
    // English message is what the finding says, the template only how to say it in another language; the
    // fix is what could be written, not what is found.
    @Override
    public boolean equals(Object o) {
        return o instanceof Finding f && Objects.equals(ruleId, f.ruleId) && level == f.level && Objects.equals(message, f.message)
                && Objects.equals(path, f.path) && Objects.equals(span, f.span) && Objects.equals(logicalPath, f.logicalPath)
                && Objects.equals(evidence, f.evidence) && Objects.equals(snippet, f.snippet) && Objects.equals(suppression, f.suppression)
                && related.equals(f.related);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ruleId, level, message, path, span, logicalPath, evidence, snippet, suppression, related);
    }
}
