package completion

import (
	"errors"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

// TestScript: each shell's script names the commands, their flags and the
// values their usages list, and an unknown shell is an ErrShell.
func TestScript(t *testing.T) {
	app := &cli.App{Name: "toy", Commands: []*cli.Command{
		{Name: "paint", Usage: "paint it", ArgsUsage: "FILE", Flags: []cli.Flag{
			&cli.StringFlag{Name: "colour", Aliases: []string{"c"}, Usage: "the `COLOUR`: red, green or blue"},
			&cli.StringFlag{Name: "out", Usage: "write to `FILE`"},
		}},
		{Name: "secret", Hidden: true},
	}}
	if got := Choices(app.Commands[0].Flags[0]); strings.Join(got, " ") != "red green blue" {
		t.Errorf("Choices = %q", got)
	}
	for _, sh := range []string{"bash", "zsh", "fish"} {
		s, err := Script(app, sh)
		if err != nil {
			t.Fatalf("%s: %v", sh, err)
		}
		for _, want := range []string{"toy", "paint", "colour", "red", "green", "blue"} {
			if !strings.Contains(s, want) {
				t.Errorf("%s: no %q in\n%s", sh, want, s)
			}
		}
		if strings.Contains(s, "secret") {
			t.Errorf("%s: the hidden command is offered", sh)
		}
	}
	if _, err := Script(app, "tcsh"); !errors.Is(err, ErrShell) {
		t.Errorf("tcsh: %v, want ErrShell", err)
	}
}
