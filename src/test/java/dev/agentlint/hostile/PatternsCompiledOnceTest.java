package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * agentlint's regular expressions are compiled once, into static fields, never per call: the
 * String methods that take a regex ({@code matches}, {@code replaceAll}, {@code replaceFirst},
 * {@code split} with more than one literal character) compile it every time they run, which on
 * words and lines of every scanned file is measurable (issue 10), and a pattern in a static field
 * is also one {@link PatternComplexityTest} checks for catastrophic backtracking.
 */
class PatternsCompiledOnceTest {

    /** A String method given a regex literal; Matcher's replaceAll/replaceFirst take one argument, these two. */
    private static final Pattern PER_CALL = Pattern.compile(
            "\\.(?:matches\\(\"|(?:replaceAll|replaceFirst)\\(\"(?:[^\"\\\\]|\\\\.)*\"\\s*,)");
    private static final Pattern SPLIT = Pattern.compile("\\.split\\(\"((?:[^\"\\\\]|\\\\.)*)\"");

    @Test
    void mainSourcesCompileNoRegexPerCall() throws IOException {
        List<String> offences = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    if (line.strip().startsWith("*") || line.strip().startsWith("//")) continue;
                    if (PER_CALL.matcher(line).find()) offences.add(f + ":" + (i + 1) + ": " + line.strip());
                    Matcher split = SPLIT.matcher(line);
                    while (split.find()) {
                        if (!fastPath(split.group(1))) offences.add(f + ":" + (i + 1) + ": " + line.strip());
                    }
                }
            }
        }
        assertThat(offences).as("regexes compiled on every call: make each a static final Pattern").isEmpty();
    }

    /** String.split's own fast path: one character that is no regex metacharacter, or a backslash and one non-alphanumeric. */
    private static boolean fastPath(String javaLiteral) {
        String regex = javaLiteral.replace("\\\\", "\\").replace("\\t", "\t").replace("\\n", "\n");
        if (regex.length() == 1) return ".$|()[{^?*+\\".indexOf(regex.charAt(0)) < 0;
        return regex.length() == 2 && regex.charAt(0) == '\\' && !Character.isLetterOrDigit(regex.charAt(1));
    }

    @Test
    void theCheckSeesWhatItMustAndNothingElse() {
        assertThat(PER_CALL.matcher("s.matches(\"[a-z]+\")").find()).isTrue();
        assertThat(PER_CALL.matcher("s.replaceAll(\"\\\\s+\", \" \")").find()).isTrue();
        assertThat(PER_CALL.matcher("WS.matcher(s).replaceAll(\" \")").find()).isFalse();
        assertThat(fastPath(":")).isTrue();
        assertThat(fastPath("\\\\.")).isTrue();
        assertThat(fastPath("\\t")).isTrue();
        assertThat(fastPath("\\\\s+")).isFalse();
        assertThat(fastPath("[,\\\\s]+")).isFalse();
    }
}
