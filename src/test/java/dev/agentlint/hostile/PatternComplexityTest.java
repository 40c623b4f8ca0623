package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every regular expression agentlint keeps in a static field (found by reflection over all its
 * classes, so a pattern added later is checked too) is matched against inputs built to make a
 * backtracking matcher go quadratic or worse: long runs of one character or of a literal the
 * pattern contains, after each literal of the pattern, ending in a character nothing expects.
 *
 * <p>Deterministic, no clock: the input counts how often the matcher reads a character. A pattern
 * that backtracks linearly reads each character a bounded number of times (at most the longest
 * bounded repetition it has); one that backtracks quadratically reads them thousands of times.
 */
class PatternComplexityTest {

    /** Characters in a pumped run: a typical run of them is n long. */
    private static final int N = 4000;
    /** Reads allowed per input character (the longest bounded repetition in a pattern is 200). */
    private static final int READS_PER_CHAR = 300;
    /** Reads allowed on top: what any pattern may spend on a short input (quadratic on N is 100 times more). */
    private static final int SLACK = 100_000;

    private static final List<String> PUMPS = List.of(" ", "\t", "\n", "a", "A", "0", "_", "-", ".", ":", "/", "\\", "$",
            "{", "}", "(", ")", "[", "*", "@", "=", "\"", "'", ",", ";", "&", "?", "%", "+", "~", "#", "<", ">", "|", "!",
            "a ", "a-", "a.", "a:", "a/", "${", "$(", "a=", "0.", " -");
    private static final List<String> PREFIXES = List.of("", "a", "a ", "a:", "a.", "/", "-", "a=", "http://");
    private static final String STOP = "\u0001";

    /**
     * Patterns that only ever see short input, and the longest input they see: they are checked
     * at that length, for exponential rather than quadratic cost. Keep this list short and each
     * reason true.
     */
    private static final Map<String, Integer> BOUNDED = Map.of(
            // file names: Classifier refuses names over 255 characters before matching
            "Classifier.COMPOSE", 255, "Classifier.SHELL_EXT", 255,
            // a shebang line: matched only when at most 256 characters (what Linux reads of it)
            "Classifier.SHEBANG", 256,
            // ids in agentlint's own rule catalogue (rules/*.yaml), never scanned input
            "RuleCatalog.ID", 64, "RuleCatalog.RUN_ID", 64);

    /** Patterns by "Class.field[i]". */
    static Map<String, Pattern> patterns() throws IOException {
        Map<String, Pattern> out = new LinkedHashMap<>();
        Path classes = Path.of("target", "classes");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes.resolve("dev"))) {
            files = walk.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
        for (Path f : files) {
            String name = classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
            Class<?> c;
            try {
                c = Class.forName(name, false, PatternComplexityTest.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                continue;
            }
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) continue;
                Object value;
                try {
                    field.setAccessible(true);
                    value = field.get(null);
                } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                    continue;
                }
                collect(c.getSimpleName() + "." + field.getName(), value, out, 0);
            }
        }
        return out;
    }

    /** Patterns in a field: directly, or inside a collection, map or record of them (two levels). */
    private static void collect(String where, Object value, Map<String, Pattern> out, int depth) {
        if (value instanceof Pattern p) {
            out.putIfAbsent(where, p);
        } else if (depth < 2 && value instanceof Collection<?> coll) {
            int i = 0;
            for (Object o : coll) collect(where + "[" + i++ + "]", o, out, depth + 1);
        } else if (depth < 2 && value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) collect(where + "[" + e.getKey() + "]", e.getValue(), out, depth + 1);
        } else if (depth < 2 && value instanceof Object[] arr) {
            for (int i = 0; i < arr.length; i++) collect(where + "[" + i + "]", arr[i], out, depth + 1);
        } else if (depth < 2 && value != null && value.getClass().isRecord()) {
            for (RecordComponent rc : value.getClass().getRecordComponents()) {
                try {
                    rc.getAccessor().setAccessible(true);
                    collect(where + "." + rc.getName(), rc.getAccessor().invoke(value), out, depth + 1);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // not readable: not ours to check
                }
            }
        }
    }

    @Test
    void theSearchFindsThePatterns() throws IOException {
        // If reflection stopped finding patterns, every other test here would pass vacuously.
        Map<String, Pattern> all = patterns();
        assertThat(all).hasSizeGreaterThan(50).containsKey("Classifier.COMPOSE").containsKey("Secrets.FORMATS[0].pattern");
        assertThat(all).containsKeys(BOUNDED.keySet().toArray(String[]::new));
    }

    @TestFactory
    Stream<DynamicTest> noPatternBacktracksSuperlinearly() throws IOException {
        return patterns().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Pattern p = e.getValue();
            int bound = BOUNDED.getOrDefault(e.getKey(), Integer.MAX_VALUE);
            for (String full : adversarial(p)) {
                String input = full.length() > bound ? full.substring(full.length() - bound) : full;
                CountingText text = new CountingText(input);
                Matcher m = p.matcher(text);
                try {
                    m.matches();
                    m.reset();
                    int found = 0;
                    while (m.find() && found++ < N) {
                        // every match, as replaceAll and scanning loops do
                    }
                } catch (StackOverflowError overflow) {
                    throw new AssertionError(e.getKey() + " (/" + p.pattern() + "/) recursed too deep on '" + describe(input), overflow);
                }
                // A bounded input may cost anything polynomial; only an explosion matters there.
                long budget = bound < Integer.MAX_VALUE ? 16L * bound * bound + SLACK : (long) READS_PER_CHAR * input.length() + SLACK;
                assertThat(text.reads).as("%s (/%s/) read a %d-character input %d times: catastrophic backtracking on '%s'",
                        e.getKey(), p.pattern(), input.length(), text.reads, describe(input)).isLessThanOrEqualTo(budget);
            }
        }));
    }

    static Set<String> adversarial(Pattern p) {
        Set<String> out = new LinkedHashSet<>();
        List<String> prefixes = new ArrayList<>(PREFIXES);
        List<String> literals = literals(p.pattern());
        prefixes.addAll(literals);
        for (String prefix : prefixes) {
            for (String pump : PUMPS) out.add(prefix + pump.repeat(N / pump.length()) + STOP);
        }
        for (String lit : literals) {
            out.add(lit.repeat(N / lit.length()) + STOP);
            out.add((lit + " ").repeat(N / (lit.length() + 1)) + STOP);
            out.add((lit + "a").repeat(N / (lit.length() + 1)) + STOP);
        }
        return out;
    }

    /** Runs of literal characters in a pattern's source (outside character classes), two or more long. */
    static List<String> literals(String regex) {
        List<String> out = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\' && i + 1 < regex.length()) {
                char next = regex.charAt(++i);
                if (Character.isLetterOrDigit(next)) flush(run, out);
                else run.append(next);
            } else if (c == '[') {
                flush(run, out);
                // skip the class, minding escapes and a leading ']'
                i++;
                if (i < regex.length() && regex.charAt(i) == '^') i++;
                if (i < regex.length() && regex.charAt(i) == ']') i++;
                while (i < regex.length() && regex.charAt(i) != ']') {
                    if (regex.charAt(i) == '\\') i++;
                    i++;
                }
            } else if ("()|?*+{}^$.".indexOf(c) >= 0) {
                flush(run, out);
            } else {
                run.append(c);
            }
        }
        flush(run, out);
        return out;
    }

    private static void flush(StringBuilder run, List<String> out) {
        if (run.length() >= 2 && !out.contains(run.toString())) out.add(run.toString());
        run.setLength(0);
    }

    private static String describe(String s) {
        String head = s.substring(0, Math.min(16, s.length())).replace("\n", "\\n").replace("\t", "\\t");
        return head + "…' (" + s.length() + " chars)";
    }

    /** A string that counts the characters a matcher reads. */
    static final class CountingText implements CharSequence {
        private final String s;
        long reads;

        CountingText(String s) {
            this.s = s;
        }

        @Override
        public int length() {
            return s.length();
        }

        @Override
        public char charAt(int index) {
            reads++;
            return s.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return s.substring(start, end);
        }

        @Override
        public String toString() {
            return s;
        }
    }
}
