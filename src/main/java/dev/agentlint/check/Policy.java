package dev.agentlint.check;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** The policy agentlint enforces (RUN-001 … RUN-040): id, hard or soft, and the rule in one sentence. */
public final class Policy {

    /** @param noRule why no rule enforces the item, or null when rules do */
    public record Item(String id, boolean hard, String text, String noRule) {}

    private static final Map<String, Item> ITEMS = load();

    private Policy() {}

    public static Item get(String runId) {
        Item i = ITEMS.get(runId);
        if (i == null) throw new IllegalArgumentException("unknown policy id " + runId);
        return i;
    }

    public static Map<String, Item> all() {
        return ITEMS;
    }

    private static Map<String, Item> load() {
        Map<String, Item> items = new LinkedHashMap<>();
        try (InputStream in = Policy.class.getResourceAsStream("/dev/agentlint/policy.tsv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) continue;
                String[] cols = line.split("\t", 4);
                items.put(cols[0], new Item(cols[0], cols[1].equals("hard"), cols[2], cols.length > 3 ? cols[3] : null));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(items);
    }
}
