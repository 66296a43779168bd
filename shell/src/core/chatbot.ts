/** The AI Help chatbot the assistant puts on the page (window.pitchsideChatbot), which the home page's AI Help opens. */
export interface Chatbot {
  open(): void;
}

declare global {
  interface Window {
    pitchsideChatbot?: Chatbot;
  }
}
