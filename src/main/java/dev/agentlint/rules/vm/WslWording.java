package dev.agentlint.rules.vm;

import dev.agentlint.model.Setting;

/** How a WSL setting came to have its value, for messages. */
final class WslWording {

    private WslWording() {}

    /** "[interop] enabled=true", "... is not set, and defaults to true", or why what is written does not apply. */
    static String how(Setting<?> s, String key) {
        if (s.explicit()) return key + "=" + s.value() + (s.caveat() == null ? "" : "; " + s.caveat());
        if (s.caveat() != null) return "the default " + s.value() + " applies: " + s.caveat();
        return key + " is not set, and defaults to " + s.value();
    }
}
