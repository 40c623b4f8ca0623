package dev.agentlint.check;

import dev.agentlint.model.Location;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import java.util.ArrayList;
import java.util.List;

/** Where a rule puts what it finds. One instance per (rule, file). */
public final class Findings {

    private static final int MAX_SNIPPET = 400;

    private final RuleCatalog catalog;
    private final String ruleId;
    private final List<Finding> out;

    /** Metadata is looked up only when the rule finds something, so a clean scan never loads it. */
    public Findings(RuleCatalog catalog, String ruleId, List<Finding> out) {
        this.catalog = catalog;
        this.ruleId = ruleId;
        this.out = out;
    }

    /**
     * @param at       where to underline
     * @param message  what is wrong, why, and what to write instead
     * @param evidence the offending value (e.g. the mount source or the flag), used in the fingerprint
     */
    public void add(Location at, String message, String evidence) {
        add(at, message, evidence, defaultLevel());
    }

    /**
     * @param at       where to underline
     * @param message  one of the rule's message templates and its values (see {@link Message})
     * @param evidence the offending value (e.g. the mount source or the flag), used in the fingerprint
     */
    public void add(Location at, Message message, String evidence) {
        add(at, message, evidence, defaultLevel(), List.of());
    }

    public void add(Location at, Message message, String evidence, Level level) {
        add(at, message, evidence, level, List.of());
    }

    /**
     * As {@link #add(Location, Message, String)}, with what to write instead: the rule's YAML
     * declares the fix ({@code fix:}); the fix stage turns the intent into edits of the text.
     */
    public void add(Location at, Message message, String evidence, Fix.Intent fix) {
        add(at, message, evidence, defaultLevel(), List.of());
        attach(fix);
    }

    /** As {@link #add(Location, Message, String, Level, List)}, with what to write instead. */
    public void add(Location at, Message message, String evidence, Level level, List<Related> related, Fix.Intent fix) {
        add(at, message, evidence, level, related);
        attach(fix);
    }

    private void attach(Fix.Intent fix) {
        if (fix == null) return;
        if (catalog.meta(ruleId).fix() == null) throw new IllegalStateException("rules/" + ruleId + ".yaml declares no fix:, but the rule offers one");
        int last = out.size() - 1;
        out.set(last, out.get(last).withFix(Fix.of(fix)));
    }

    /** As {@link #add(Location, String, String, Level, List)}, the message a template of the rule's. */
    public void add(Location at, Message message, String evidence, Level level, List<Related> related) {
        add(at, english(message), message, evidence, level, related);
    }

    /**
     * The English rendering, made now: everything after the checker (filter, baseline, JSON)
     * reads the finding's message as before; only a report in another language renders again.
     */
    public String english(Message message) {
        String text = message.render(catalog.meta(ruleId).messages());
        if (text == null) throw new IllegalStateException("rules/" + ruleId + ".yaml has no message " + message.id() + " (or a clause of it)");
        return text;
    }

    /** The level the rule's metadata gives. */
    public Level defaultLevel() {
        return catalog.meta(ruleId).level();
    }

    /** For the few rules whose level depends on context (e.g. a hosted vs a self-hosted runner). */
    public void add(Location at, String message, String evidence, Level level) {
        add(at, message, evidence, level, List.of());
    }

    /**
     * A finding whose verdict depends on other places (a definition in another file): each is
     * reported with it as a related location, with what that place says.
     */
    public void add(Location at, String message, String evidence, Level level, List<Related> related) {
        add(at, message, null, evidence, level, related);
    }

    private void add(Location at, String message, Message template, String evidence, Level level, List<Related> related) {
        LineIndex lines = at.file().lines();
        Span s = clamp(at.span(), lines);
        // One character past the cut is enough for abbreviate to know it cuts.
        String snippet = dev.agentlint.base.Texts.abbreviate(lines.lineText(s.line(), MAX_SNIPPET + 1), MAX_SNIPPET);
        List<Finding.Related> places = new ArrayList<>(related.size());
        for (Related r : related) {
            String says = r.template() == null ? r.message() : english(r.template());
            places.add(new Finding.Related(r.at().file().displayPath(), clamp(r.at().span(), r.at().file().lines()), says, r.template()));
        }
        out.add(new Finding(ruleId, level, message, at.file().displayPath(), s, at.path(),
                evidence == null ? "" : evidence, snippet, null, places, template));
    }

    /**
     * A related place, as a rule knows it: a location in the facts, and what it says there, in
     * English words or as one of the rule's message templates.
     */
    public record Related(Location at, String message, Message template) {
        public Related(Location at, String message) {
            this(at, message, null);
        }

        public Related(Location at, Message template) {
            this(at, null, template);
        }
    }

    /** Keeps regions inside the text, as SARIF consumers expect. */
    private static Span clamp(Span s, LineIndex lines) {
        int lastLine = lines.lineCount();
        int line = Math.min(s.line(), lastLine);
        int endLine = Math.min(Math.max(s.endLine(), line), lastLine);
        int col = Math.min(s.column(), lines.lineLength(line) + 1);
        int endCol = Math.min(s.endColumn(), lines.lineLength(endLine) + 1);
        if (endLine == line && endCol <= col) endCol = Math.min(col + 1, Math.max(col, lines.lineLength(line) + 1));
        return new Span(line, col, endLine, Math.max(endCol, endLine == line ? col : 1));
    }
}
