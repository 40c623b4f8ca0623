package dev.agentlint.rules.vm;

import dev.agentlint.check.Message;
import dev.agentlint.model.Setting;

/** How a WSL setting came to have its value, for messages: one of the rule's {@code how-*} clauses. */
final class WslWording {

    private WslWording() {}

    /** "[interop] enabled=true", "... is not set, and defaults to true", or why what is written does not apply. */
    static Message how(Setting<?> s, String key) {
        if (s.explicit()) {
            return s.caveat() == null ? Message.of("how-set", "key", key, "value", s.value())
                    : Message.of("how-set-caveat", "key", key, "value", s.value(), "caveat", s.caveat());
        }
        if (s.caveat() != null) return Message.of("how-default-caveat", "value", s.value(), "caveat", s.caveat());
        return Message.of("how-not-set", "key", key, "value", s.value());
    }
}
