import { controlsUnder, placeAvoiding, type Box } from './avoid-controls';

const rest: Box = { left: 300, top: 760, right: 360, bottom: 800 };

test('with nothing under it the button stays where it rests', () => {
  expect(placeAvoiding(rest, 812, () => [])).toEqual({ lift: 0 });
});

test('over a control it rises just above it', () => {
  const send: Box = { left: 280, top: 750, right: 370, bottom: 790 };
  const at = (b: Box) => (b.top < send.bottom && send.top < b.bottom ? [send] : []);
  expect(placeAvoiding(rest, 812, at)).toEqual({ lift: 800 - 750 + 8 });
});

test('when rising would cover another control or leave the lower half, it steps aside', () => {
  const everywhere = () => [{ left: 0, top: 700, right: 375, bottom: 812 }];
  expect(placeAvoiding(rest, 812, everywhere)).toBeNull();
  const tall: Box = { left: 280, top: 300, right: 370, bottom: 790 };
  expect(placeAvoiding(rest, 812, (b) => (b.bottom > tall.top ? [tall] : []))).toBeNull();
});

test('finds the visible controls under a box, not itself', () => {
  document.body.innerHTML = '<button id="self">AI Help</button><button id="send">Send</button><a href="/x" id="far">x</a>';
  const box = (el: Element, b: Box) => jest.spyOn(el, 'getBoundingClientRect').mockReturnValue({ ...b, x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top, toJSON: () => b });
  const self = document.getElementById('self')!;
  box(self, rest);
  box(document.getElementById('send')!, { left: 320, top: 770, right: 400, bottom: 810 });
  box(document.getElementById('far')!, { left: 0, top: 0, right: 10, bottom: 10 });
  expect(controlsUnder(rest, self).map((e) => e.id)).toEqual(['send']);
});
