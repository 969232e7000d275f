package chart

// Style is style, for the tests.
var Style = style
