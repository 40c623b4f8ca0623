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
        LineIndex lines = at.file().lines();
        Span s = clamp(at.span(), lines);
        // One character past the cut is enough for abbreviate to know it cuts.
        String snippet = dev.agentlint.read.Texts.abbreviate(lines.lineText(s.line(), MAX_SNIPPET + 1), MAX_SNIPPET);
        List<Finding.Related> places = new ArrayList<>(related.size());
        for (Related r : related) {
            places.add(new Finding.Related(r.at().file().displayPath(), clamp(r.at().span(), r.at().file().lines()), r.message()));
        }
        out.add(new Finding(ruleId, level, message, at.file().displayPath(), s, at.path(),
                evidence == null ? "" : evidence, snippet, null, places));
    }

    /** A related place, as a rule knows it: a location in the facts, and what it says there. */
    public record Related(Location at, String message) {}

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
