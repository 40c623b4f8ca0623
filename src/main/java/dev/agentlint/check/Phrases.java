package dev.agentlint.check;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Each language's translations of the {@link dev.agentlint.base.Phrase}s other stages write:
 * English template to template. English needs none; Chinese is read once, only by a run that
 * speaks it, from {@code phrases.zh-CN.tsv} (one phrase a line: English, a tab, Chinese).
 */
public final class Phrases {

    private Phrases() {}

    public static Map<String, String> of(Lang lang) {
        return lang == Lang.EN ? Map.of() : ZhCn.TRANSLATIONS;
    }

    private static final class ZhCn {
        static final Map<String, String> TRANSLATIONS = load("/dev/agentlint/phrases.zh-CN.tsv");
    }

    /** The table of a language, for {@code PhrasesTest} and the reports. */
    static Map<String, String> load(String resource) {
        Map<String, String> out = new HashMap<>();
        try (InputStream in = Phrases.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource " + resource);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int n = 0;
            for (String line; (line = r.readLine()) != null; ) {
                n++;
                if (line.startsWith("#") || line.isBlank()) continue;
                int tab = line.indexOf('\t');
                if (tab <= 0 || line.indexOf('\t', tab + 1) >= 0)
                    throw new IllegalStateException(resource + ":" + n + ": a line is an English phrase, a tab, its translation");
                if (out.put(line.substring(0, tab), line.substring(tab + 1)) != null)
                    throw new IllegalStateException(resource + ":" + n + ": a phrase translated twice");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(out);
    }
}
