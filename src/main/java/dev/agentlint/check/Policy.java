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

    /** The item in a language: for zh-CN, the policy's own Chinese wording. */
    public static Item get(String runId, Lang lang) {
        if (lang == Lang.EN) return get(runId);
        Item i = ZhCn.ITEMS.get(runId);
        if (i == null) throw new IllegalArgumentException("unknown policy id " + runId);
        return i;
    }

    public static Map<String, Item> all() {
        return ITEMS;
    }

    public static Map<String, Item> all(Lang lang) {
        return lang == Lang.EN ? ITEMS : ZhCn.ITEMS;
    }

    /** The policy as written, in Chinese; read only by a run that speaks it. */
    private static final class ZhCn {
        static final Map<String, Item> ITEMS = load("/dev/agentlint/policy.zh-CN.tsv", "硬约束");
    }

    private static Map<String, Item> load() {
        return load("/dev/agentlint/policy.tsv", "hard");
    }

    private static Map<String, Item> load(String resource, String hard) {
        Map<String, Item> items = new LinkedHashMap<>();
        try (InputStream in = Policy.class.getResourceAsStream(resource);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) continue;
                String[] cols = line.split("\t", 4);
                items.put(cols[0], new Item(cols[0], cols[1].equals(hard), cols[2], cols.length > 3 ? cols[3] : null));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(items);
    }
}
