package dev.agentlint.check;

import java.util.Locale;
import java.util.Map;

/**
 * The language agentlint writes its rule documentation and finding messages in: English, the
 * catalogue's own, or Simplified Chinese, the language of the policy itself.
 */
public enum Lang {
    EN("en"),
    ZH_CN("zh-CN");

    private final String tag;

    Lang(String tag) {
        this.tag = tag;
    }

    /** The BCP 47 tag, as {@code --lang} takes it and SARIF's {@code run.language} carries it. */
    public String tag() {
        return tag;
    }

    /** {@code en} or {@code zh-CN}, case-insensitive; anything else is a usage error. */
    public static Lang ofTag(String tag) {
        for (Lang l : values()) if (l.tag.equalsIgnoreCase(tag.trim())) return l;
        throw new IllegalArgumentException("'" + tag + "' is not a supported language (en, zh-CN)");
    }

    /**
     * The language of the user's locale, as POSIX picks the locale of messages: the first of
     * {@code LC_ALL}, {@code LC_MESSAGES}, {@code LANG} that is set and not empty.
     */
    public static Lang fromEnvironment(Map<String, String> env) {
        for (String name : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
            String value = env.get(name);
            if (value != null && !value.isEmpty()) return ofLocale(value);
        }
        return EN;
    }

    /**
     * zh-CN for a locale that names Simplified Chinese ({@code zh_CN.UTF-8}, {@code zh_CN},
     * {@code zh-CN}, {@code zh_SG}, {@code zh_Hans}, {@code zh_Hans_CN} …), English for any other,
     * including {@code C}, {@code POSIX} and Traditional Chinese, which the translation is not.
     */
    static Lang ofLocale(String locale) {
        String name = locale;
        int cut = name.length();
        for (char c : new char[] {'.', '@'}) {
            int i = name.indexOf(c);
            if (i >= 0) cut = Math.min(cut, i);
        }
        String[] parts = name.substring(0, cut).replace('-', '_').toLowerCase(Locale.ROOT).split("_");
        if (parts.length < 2 || !parts[0].equals("zh")) return EN;
        return switch (parts[1]) {
            case "cn", "sg", "hans" -> ZH_CN;
            default -> EN;
        };
    }
}
