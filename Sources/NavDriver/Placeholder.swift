public enum NavDriverPlaceholder {}
