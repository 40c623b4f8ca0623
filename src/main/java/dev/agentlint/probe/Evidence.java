package dev.agentlint.probe;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The probe script's output, read as untrusted input: one observation a line, {@code <kind>
 * <fields...>} with free text last. A results file handed to {@code --judge} may come from
 * anywhere, so lines and their number are capped and nothing in them is ever run or opened.
 */
public final class Evidence {

    /** The first line of every results file; the number is the evidence format's version. */
    public static final String HEADER = "agentlint-probe 1";
    static final int MAX_LINES = 200_000;
    static final int MAX_LINE_CHARS = 4096;

    /** One line: its kind and the words after it. */
    public record Line(int number, String kind, String text) {

        /** The {@code i}-th space-separated field after the kind (0-based), or "". */
        public String field(int i) {
            String[] parts = text.split(" ", i + 2);
            return i < parts.length ? parts[i] : "";
        }

        /** Everything after the first {@code i} fields. */
        public String rest(int i) {
            String[] parts = text.split(" ", i + 1);
            return i < parts.length ? parts[i] : "";
        }
    }

    private final List<Line> lines;
    private final boolean complete;
    private final List<String> problems;

    private Evidence(List<Line> lines, boolean complete, List<String> problems) {
        this.lines = List.copyOf(lines);
        this.complete = complete;
        this.problems = List.copyOf(problems);
    }

    public static Evidence read(Reader in) throws IOException {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        List<Line> lines = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        boolean header = false;
        boolean end = false;
        int number = 0;
        StringBuilder cur = new StringBuilder();
        int c;
        boolean truncated = false;
        while ((c = r.read()) != -1 || cur.length() > 0 || truncated) {
            if (c == -1 || c == '\n') {
                number++;
                String line = cur.toString();
                if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
                cur.setLength(0);
                truncated = false;
                if (number == 1) {
                    header = line.equals(HEADER);
                    if (!header) {
                        problems.add("not the output of agentlint's probe script (first line is not '" + HEADER + "')");
                        break;
                    }
                } else if (line.equals("end")) {
                    end = true;
                    break;
                } else if (!line.isEmpty()) {
                    int sp = line.indexOf(' ');
                    lines.add(sp < 0 ? new Line(number, line, "") : new Line(number, line.substring(0, sp), line.substring(sp + 1)));
                }
                if (lines.size() >= MAX_LINES) {
                    problems.add("more than " + MAX_LINES + " lines; the rest was not read");
                    break;
                }
                if (c == -1) break;
            } else if (cur.length() < MAX_LINE_CHARS) {
                cur.append((char) c);
            } else {
                truncated = true;
            }
        }
        if (header && !end && problems.isEmpty()) problems.add("the probe's output stops before its last line: the probe was cut short");
        return new Evidence(lines, header && end, problems);
    }

    public List<Line> lines() {
        return lines;
    }

    /** Every line of one kind. */
    public List<Line> all(String kind) {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) if (l.kind().equals(kind)) out.add(l);
        return out;
    }

    /** The lines of one kind whose first field is {@code first}. */
    public List<Line> all(String kind, String first) {
        List<Line> out = new ArrayList<>();
        for (Line l : lines) if (l.kind().equals(kind) && l.field(0).equals(first)) out.add(l);
        return out;
    }

    /** The rest of the first {@code kind first …} line. */
    public Optional<String> value(String kind, String first) {
        for (Line l : lines) if (l.kind().equals(kind) && l.field(0).equals(first)) return Optional.of(l.rest(1));
        return Optional.empty();
    }

    /** True when the script ran to its last line. */
    public boolean complete() {
        return complete;
    }

    public List<String> problems() {
        return problems;
    }
}
