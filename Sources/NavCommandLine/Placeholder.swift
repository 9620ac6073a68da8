public enum NavCommandLinePlaceholder {}
