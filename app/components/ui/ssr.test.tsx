import { describe, it, expect } from "vitest";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardContent, CardHeader, CardTitle } from "./card";
import { classConflicts } from "./class-conflicts.test-helper";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "./dialog";
import { Field } from "./field";
import { Input } from "./input";
import { Pagination } from "./pagination";
import { NativeSelect, Select, SelectTrigger, SelectValue } from "./select";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "./sheet";
import { LinkTabs, Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { Skeleton } from "./skeleton";
import { Spinner } from "./spinner";
import { Textarea } from "./textarea";
import { Toaster } from "./toast";

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe("server rendering", () => {
  it("renders the primitives without a DOM", () => {
    const out = html(
      <>
        <Button>Go</Button>
        <Badge variant="success">Live</Badge>
        <Card>
          <CardHeader>
            <CardTitle>Title</CardTitle>
          </CardHeader>
          <CardContent>Body</CardContent>
        </Card>
        <Spinner />
        <NativeSelect name="state" defaultValue="lagos">
          <option value="lagos">Lagos</option>
        </NativeSelect>
        <Tabs defaultValue="a">
          <TabsList>
            <TabsTrigger value="a">A</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Panel</TabsContent>
        </Tabs>
        <Dialog>
          <DialogTrigger>Open</DialogTrigger>
          <DialogContent closeOnOutsideClick={false}>
            <DialogTitle>Hi</DialogTitle>
          </DialogContent>
        </Dialog>
        <Sheet>
          <SheetTrigger>Menu</SheetTrigger>
          <SheetContent side="left">
            <SheetTitle>Menu</SheetTitle>
          </SheetContent>
        </Sheet>
        <Toaster initial={[{ description: "Flash", variant: "success" }]} />
      </>,
    );
    expect(out).toContain('role="status"');
    expect(out).toContain("Loading…");
    expect(out).toContain("<h3");
    expect(out).not.toContain("Flash"); // toasts only appear after hydration
  });

  it("wires Field ids, description and errors", () => {
    const out = html(
      <Field label="Email" name="email" description="We never share it" error={["Required"]}>
        <Input type="email" />
      </Field>,
    );
    const id = /<input[^>]* id="([^"]+)"/.exec(out)?.[1];
    expect(id).toMatch(/^email-/);
    expect(out).toContain(`for="${id}"`);
    expect(out).toContain(`aria-describedby="${id}-description ${id}-error"`);
    expect(out).toContain('aria-invalid="true"');
    expect(out).toMatch(new RegExp(`id="${id}-error" aria-live="polite"[^>]*><p[^>]*>Required`));
  });

  it("supports a render-function child and no error", () => {
    const out = html(
      <Field label="Bio" name="bio">
        {(props) => <textarea {...props} />}
      </Field>,
    );
    expect(out).toContain('name="bio"');
    expect(out).not.toContain("aria-invalid");
    expect(out).not.toContain("aria-describedby");
  });

  it("never puts two utilities that set the same property on one element", () => {
    // cn doesn't resolve Tailwind conflicts (no tailwind-merge), so each element's class list
    // must be conflict-free. Portalled parts (dialog, sheet, menus) only render in a browser.
    const out = html(
      <>
        <Button size="lg">Go</Button>
        <Button variant="inverseOutline" size="icon" className="md:hidden">
          Go
        </Button>
        <Badge variant="outline">New</Badge>
        <Card>
          <CardHeader>
            <CardTitle>Title</CardTitle>
          </CardHeader>
          <CardContent>Body</CardContent>
        </Card>
        <Field label="Email" name="email" description="Never shared" error="Required" required>
          <Input type="email" className="min-w-0 flex-1" />
        </Field>
        <Textarea />
        <NativeSelect defaultValue="a">
          <option value="a">A</option>
        </NativeSelect>
        <NativeSelect multiple defaultValue={["a"]}>
          <option value="a">A</option>
        </NativeSelect>
        <Select>
          <SelectTrigger>
            <SelectValue placeholder="Pick" />
          </SelectTrigger>
        </Select>
        <Skeleton shape="circle" className="size-10" />
        <Spinner />
        <Tabs defaultValue="a">
          <TabsList>
            <TabsTrigger value="a">A</TabsTrigger>
            <TabsTrigger value="b">B</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Panel</TabsContent>
        </Tabs>
        <LinkTabs aria-label="Sections" items={[{ to: "/a", label: "A", active: true }]} />
        <Pagination page={5} pageCount={10} hrefFor={(p) => `/events?page=${p}`} />
      </>,
    );
    const classLists = [...out.matchAll(/class="([^"]*)"/g)].map((m) => m[1]);
    expect(classLists.length).toBeGreaterThan(30);
    expect(classLists.flatMap(classConflicts)).toEqual([]);
  });

  it("renders link pagination and link tabs", () => {
    const out = html(
      <>
        <Pagination page={1} pageCount={10} hrefFor={(p) => `/events?page=${p}`} />
        <LinkTabs
          aria-label="Profile sections"
          items={[
            { to: "/u/ada", label: "Posts", active: true },
            { to: "/u/ada/events", label: "Events" },
          ]}
        />
      </>,
    );
    expect(out).toContain('aria-label="Pagination"');
    expect(out).toMatch(/<span aria-disabled="true"[^>]*>.*Previous/);
    expect(out).toContain('href="/events?page=2"');
    expect(out).toMatch(
      /aria-label="Page 1" aria-current="page"|aria-current="page"[^>]*aria-label="Page 1"/,
    );
    expect(out).toMatch(
      /href="\/u\/ada"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/u\/ada"/,
    );
    expect(html(<Pagination page={1} pageCount={1} hrefFor={String} />)).toBe("");
  });
});
