package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Phrase;
import dev.agentlint.base.Templates;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every phrase the code states ({@code Phrase.of("…", …)}, read from the sources as a
 * translator's tool would) has a Chinese translation with the same parameters, and the table
 * holds no phrase the code no longer states.
 */
class PhrasesTest {

    private static final Pattern CALL = Pattern.compile("Phrase\\.of\\(\\s*");
    /** A template: one string literal, or literals joined with {@code +} to wrap a long one. */
    private static final Pattern LITERAL = Pattern.compile("(\"(?:[^\"\\\\]|\\\\.)*\"(?:\\s*\\+\\s*\"(?:[^\"\\\\]|\\\\.)*\")*)\\s*([,)])");
    private static final Pattern PIECE = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");

    /** English template to where the code states it. */
    static Map<String, String> statedPhrases() {
        Map<String, String> out = new TreeMap<>();
        List<String> notLiteral = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String src = Files.readString(f);
                Matcher call = CALL.matcher(src);
                while (call.find()) {
                    Matcher lit = LITERAL.matcher(src).region(call.end(), src.length());
                    if (!lit.lookingAt()) {
                        notLiteral.add(f + ":" + line(src, call.start()));
                        continue;
                    }
                    StringBuilder template = new StringBuilder();
                    Matcher piece = PIECE.matcher(lit.group(1));
                    while (piece.find()) template.append(unescape(piece.group(1)));
                    out.putIfAbsent(template.toString(), f.getFileName() + ":" + line(src, call.start()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(notLiteral).as("Phrase.of whose template is not one string literal (a translator cannot find it)").isEmpty();
        return out;
    }

    @Test
    void everyStatedPhraseIsTranslatedWithTheSameParameters() {
        Map<String, String> zh = Phrases.of(Lang.ZH_CN);
        List<String> problems = new ArrayList<>();
        statedPhrases().forEach((english, where) -> {
            String t = zh.get(english);
            if (t == null) problems.add("untranslated (" + where + "): " + english);
            else if (!Templates.parameters(t).equals(Templates.parameters(english))) problems.add("parameters differ: " + english + " -> " + t);
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void theTableHoldsOnlyStatedPhrases() {
        Set<String> stale = new TreeSet<>(Phrases.of(Lang.ZH_CN).keySet());
        stale.removeAll(statedPhrases().keySet());
        assertThat(stale).as("translations of phrases the code no longer states").isEmpty();
    }

    @Test
    void aPhraseRendersItsValuesInEitherLanguage() {
        Phrase inner = Phrase.of("Lima VM \"{name}\"", "name", "default");
        Phrase p = Phrase.of("{place}, as root", "place", inner);
        assertThat(p.toString()).isEqualTo("Lima VM \"default\", as root");
        assertThat(p.render(Map.of("{place}, as root", "{place}（root 身份）", "Lima VM \"{name}\"", "Lima 虚拟机 \"{name}\"")))
                .isEqualTo("Lima 虚拟机 \"default\"（root 身份）");
        assertThat(Message.of("m", "where", p).render(Map.of("m", "在 {where} 中"), Map.of("{place}, as root", "{place}（root）")))
                .isEqualTo("在 Lima VM \"default\"（root） 中");
    }

    private static int line(String src, int offset) {
        int n = 1;
        for (int i = 0; i < offset; i++) if (src.charAt(i) == '\n') n++;
        return n;
    }

    private static String unescape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                b.append(switch (n) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    default -> n;
                });
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
